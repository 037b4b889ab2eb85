// Type check of index.d.ts (scripts/test-js.sh runs `deno check` on this file; it is never
// executed): the ecc interface and the protocol layers as a TypeScript user writes them.
import type * as U from '../index.d.ts';

declare const ecc: typeof U;
const d = new Uint8Array(32), m = new Uint8Array(32);
const pk: Uint8Array | null = ecc.pointFromScalar(d, true);
const sig: Uint8Array = ecc.signSchnorr(m, d);
const ok: boolean = ecc.verifySchnorr(m, ecc.xOnlyPointFromScalar(d), sig);
const batch: boolean[] = ecc.verifySchnorrBatch([{ message: m, publicKey: d, signature: sig }]);

const agg: U.MusigKeyAgg = ecc.musigKeyAgg(ecc.musigKeySort([pk!])).tweak(m, true);
const { secNonce, pubNonce } = ecc.musigNonceGen({ publicKey: pk!, secretKey: d, message: m });
const session: U.MusigSession = ecc.musigSession(ecc.musigNonceAgg([pubNonce]), m, agg);
const psig: Uint8Array = ecc.musigPartialSign(secNonce, d, agg, session, { selfCheck: true });
const used: boolean = secNonce.used;
const final: Uint8Array = ecc.musigPartialSigAgg(session, [psig]);
const v: boolean = ecc.musigPartialSigVerify(psig, pubNonce, pk!, agg, session) && ecc.verifySchnorr(m, agg.xOnlyPublicKey, final);
const parity: 0 | 1 = session.nonceParity;

const label: U.SpLabel = ecc.spCreateLabel(d, 0);
const addr: string = ecc.spAddressEncode(pk!, ecc.spLabeledSpendKey(pk!, label.point));
const { scan, spend, testnet } = ecc.spAddressDecode(addr);
const outs: Uint8Array[] = ecc.spCreateOutputs([{ scan, spend }], new Uint8Array(36), [], [d]);
const pd: Uint8Array = ecc.spPublicData(ecc.spSmallestOutpoint([new Uint8Array(36)]), [], [pk!]);
const found: U.SpFound[] = ecc.spScan(d, spend, pd, outs, [label]);
const many: U.SpFound[][] = ecc.spScanBatch(d, spend, [{ publicData: pd, outputs: outs }]);
const k: number = found[0].k + many.length;
const e: U.UfsecpError | null = null;
const fd = ecc.frostDealerKeygen(d, [d], [1, 2]);
const fn: { secNonce: U.FrostSecNonce; pubNonce: Uint8Array } = ecc.frostNonceGen(ecc.FROST_TR, fd.shares[0]);
const fsig: Uint8Array = ecc.frostAggregate(ecc.FROST_TR, fd.groupPublicKey, d, [{ id: 1, pubNonce: fn.pubNonce }], [d], null);
const dl: boolean = ecc.dleqVerify(d, d, d, d, { message: d });
const det = ecc.musigDeterministicSign(d, d, [d], d, { tweaks: [d], isXOnly: [true] });
export { ok, batch, used, v, parity, testnet, k, e, fsig, dl, det };
