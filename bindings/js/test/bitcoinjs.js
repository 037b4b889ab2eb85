// bitcoinjs-lib on top of ufsecp: initEccLib(ufsecp) runs bitcoinjs-lib's own checks of the
// object; ECPairFactory(ufsecp) (ecpair) makes the keys; a P2WPKH and a P2TR key-path PSBT
// are built, signed, checked (with ufsecp and, independently, tiny-secp256k1), finalized and
// extracted. Last line: "N passed, M failed".
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import * as tiny from 'tiny-secp256k1';
import * as ufsecp from '../index.js';

let passed = 0, failed = 0;
function check(name, cond) {
  if (cond) passed++;
  else { failed++; console.log(`FAIL ${name}`); }
}
function run(name, fn) {
  try { fn(); } catch (e) { failed++; console.log(`FAIL ${name}: ${e.stack}`); }
}

run('initEccLib', () => { bitcoin.initEccLib(ufsecp); passed++; });
const ECPair = ECPairFactory(ufsecp);
const network = bitcoin.networks.regtest;
const hexb = (s) => Buffer.from(s, 'hex');

// A previous transaction paying `script` (the PSBT needs witnessUtxo only, but a real txid).
const prevTxid = hexb('a1'.repeat(32));

run('p2wpkh', () => {
  const key = ECPair.fromPrivateKey(hexb('11'.repeat(32)), { network });
  const payment = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network });
  const psbt = new bitcoin.Psbt({ network });
  psbt.addInput({ hash: prevTxid, index: 0, witnessUtxo: { script: payment.output, value: 100_000n } });
  psbt.addOutput({ address: payment.address, value: 90_000n });
  psbt.signInput(0, key);
  const validator = (pubkey, msghash, signature) => ECPair.fromPublicKey(pubkey).verify(msghash, signature);
  check('p2wpkh signature valid (ufsecp)', psbt.validateSignaturesOfInput(0, validator));
  const tinyValidator = (pubkey, msghash, signature) => tiny.verify(msghash, pubkey, signature);
  check('p2wpkh signature valid (tiny-secp256k1)', psbt.validateSignaturesOfInput(0, tinyValidator));
  psbt.finalizeAllInputs();
  const tx = psbt.extractTransaction();
  check('p2wpkh witness has 2 items', tx.ins[0].witness.length === 2);
  // The same signature from tiny-secp256k1 (RFC 6979 is deterministic).
  const sig = tx.ins[0].witness[0];
  const hash = tx.hashForWitnessV0(0, bitcoin.payments.p2pkh({ hash: payment.hash }).output, 100_000n, bitcoin.Transaction.SIGHASH_ALL);
  const tinySig = tiny.sign(hash, hexb('11'.repeat(32)));
  const der = bitcoin.script.signature.encode(Buffer.from(tinySig), bitcoin.Transaction.SIGHASH_ALL);
  if (Buffer.compare(der, sig) !== 0) console.log(`  psbt ${Buffer.from(sig).toString('hex')}\n  tiny ${Buffer.from(der).toString('hex')}`);
  check('p2wpkh signature equals tiny-secp256k1', Buffer.compare(der, sig) === 0);
  // A wrong key does not validate.
  const other = ECPair.makeRandom({ network });
  check('p2wpkh wrong key rejected', !other.verify(hash, Buffer.from(tinySig)));
});

run('p2tr key path', () => {
  const internal = ECPair.fromPrivateKey(hexb('22'.repeat(32)), { network });
  const xonly = internal.publicKey.subarray(1, 33);
  const payment = bitcoin.payments.p2tr({ internalPubkey: xonly, network });
  // The BIP-341 key-path signer: d' = (d or n-d, for an even y) + H_TapTweak(P), as
  // bitcoinjs-lib's own examples build it.
  const tweak = bitcoin.crypto.taggedHash('TapTweak', xonly);
  const d = internal.publicKey[0] === 3 ? ufsecp.privateNegate(internal.privateKey) : internal.privateKey;
  const tweakedD = ufsecp.privateAdd(d, tweak);
  const tweaked = ECPair.fromPrivateKey(Buffer.from(tweakedD), { network });
  check('p2tr output key = tweaked signer key', Buffer.compare(tweaked.publicKey.subarray(1), payment.pubkey) === 0);
  const t = ufsecp.xOnlyPointAddTweak(xonly, tweak);
  check('p2tr xOnlyPointAddTweak = output key', Buffer.compare(Buffer.from(t.xOnlyPubkey), payment.pubkey) === 0);
  check('p2tr xOnlyPointAddTweakCheck', ufsecp.xOnlyPointAddTweakCheck(xonly, tweak, payment.pubkey, t.parity));
  const psbt = new bitcoin.Psbt({ network });
  psbt.addInput({
    hash: prevTxid, index: 1, witnessUtxo: { script: payment.output, value: 50_000n }, tapInternalKey: xonly,
  });
  psbt.addOutput({ address: payment.address, value: 40_000n });
  psbt.signInput(0, tweaked);
  const v = (pubkey, msghash, signature) => ufsecp.verifySchnorr(msghash, pubkey, signature);
  check('p2tr signature valid (ufsecp)', psbt.validateSignaturesOfInput(0, v));
  const vt = (pubkey, msghash, signature) => tiny.verifySchnorr(msghash, pubkey, signature);
  check('p2tr signature valid (tiny-secp256k1)', psbt.validateSignaturesOfInput(0, vt));
  psbt.finalizeAllInputs();
  const tx = psbt.extractTransaction();
  check('p2tr witness is one 64-byte signature', tx.ins[0].witness.length === 1 && tx.ins[0].witness[0].length === 64);
  const hash = tx.hashForWitnessV1(0, [payment.output], [50_000n], bitcoin.Transaction.SIGHASH_DEFAULT);
  check('p2tr signature verifies against the sighash', ufsecp.verifySchnorr(hash, payment.pubkey, tx.ins[0].witness[0]));
  const bad = Buffer.from(tx.ins[0].witness[0]);
  bad[10] ^= 1;
  check('p2tr tampered signature rejected', !ufsecp.verifySchnorr(hash, payment.pubkey, bad));
  console.log(`p2tr txid ${tx.getId()}`);
});

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
