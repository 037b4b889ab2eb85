// Types of the ufsecp package (index.js, small.js): the tiny-secp256k1 2.x ecc interface
// (same signatures) and the native-style additions.

export interface XOnlyPointAddTweakResult {
  parity: 1 | 0;
  xOnlyPubkey: Uint8Array;
}
export interface RecoverableSignature {
  signature: Uint8Array;
  recoveryId: 0 | 1 | 2 | 3;
}
/** One entry of a batch verification. ECDSA: publicKey is 33 or 65 bytes; Schnorr: 32 (x-only). */
export interface BatchItem {
  message: Uint8Array;
  publicKey: Uint8Array;
  signature: Uint8Array;
}

export function isPoint(p: Uint8Array): boolean;
export function isPointCompressed(p: Uint8Array): boolean;
export function isXOnlyPoint(p: Uint8Array): boolean;
export function isPrivate(d: Uint8Array): boolean;
export function pointAdd(pA: Uint8Array, pB: Uint8Array, compressed?: boolean): Uint8Array | null;
export function pointAddScalar(p: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array | null;
export function pointCompress(p: Uint8Array, compressed?: boolean): Uint8Array;
export function pointFromScalar(d: Uint8Array, compressed?: boolean): Uint8Array | null;
export function xOnlyPointFromScalar(d: Uint8Array): Uint8Array;
export function xOnlyPointFromPoint(p: Uint8Array): Uint8Array;
export function pointMultiply(p: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array | null;
export function privateAdd(d: Uint8Array, tweak: Uint8Array): Uint8Array | null;
export function privateSub(d: Uint8Array, tweak: Uint8Array): Uint8Array | null;
export function privateNegate(d: Uint8Array): Uint8Array;
export function xOnlyPointAddTweak(p: Uint8Array, tweak: Uint8Array): XOnlyPointAddTweakResult | null;
export function xOnlyPointAddTweakCheck(p: Uint8Array, tweak: Uint8Array, resultToCheck: Uint8Array, tweakParity?: 1 | 0): boolean;
export function sign(h: Uint8Array, d: Uint8Array, e?: Uint8Array): Uint8Array;
export function signRecoverable(h: Uint8Array, d: Uint8Array, e?: Uint8Array): RecoverableSignature;
export function signSchnorr(h: Uint8Array, d: Uint8Array, e?: Uint8Array): Uint8Array;
export function verify(h: Uint8Array, Q: Uint8Array, signature: Uint8Array, strict?: boolean): boolean;
export function recover(h: Uint8Array, signature: Uint8Array, recoveryId: 0 | 1 | 2 | 3, compressed?: boolean): Uint8Array | null;
export function verifySchnorr(h: Uint8Array, Q: Uint8Array, signature: Uint8Array): boolean;

/** -P (not in tiny-secp256k1 2.x). */
export function pointNegate(p: Uint8Array, compressed?: boolean): Uint8Array;
/** ECDH: SHA-256 of the compressed shared point (libsecp256k1's default hash). */
export function ecdh(publicKey: Uint8Array, privateKey: Uint8Array): Uint8Array;
/** BIP-340 batch verification: one boolean per item, each equal to verifySchnorr's answer. */
export function verifySchnorrBatch(items: readonly BatchItem[]): boolean[];
/** ECDSA batch verification (strict: high-S is invalid): one boolean per item. */
export function verifyEcdsaBatch(items: readonly BatchItem[]): boolean[];

export type Ufsecp = Omit<typeof import('./index.js'), 'instantiate' | 'instantiateSync' | 'UfsecpError' | 'default'>;
/** Instantiates another copy of the module from its bytes (or a compiled module). */
export function instantiate(source: BufferSource | WebAssembly.Module): Promise<Ufsecp>;
/** The same, synchronously (Node; browsers refuse to compile large modules synchronously on the main thread). */
export function instantiateSync(source: BufferSource | WebAssembly.Module, getRandomValues?: (buf: Uint8Array) => void): Ufsecp;
declare const api: Ufsecp;
export default api;

/** BIP-32: master extended private key (xprv; tprv for 'testnet') from a 16..64-byte seed. */
export function bip32FromSeed(seed: Uint8Array, network?: 'mainnet' | 'testnet'): string;
/** BIP-32: the extended key at path ("m/84'/0'/0'/0/1"; h or ' for hardened) below extendedKey. */
export function bip32Derive(extendedKey: string, path: string): string;
/** BIP-32: the public extended key (xpub/tpub). */
export function bip32Neuter(extendedKey: string): string;
/** BIP-32: the keys inside an extended key (privateKey null for a public one). */
export function bip32Keys(extendedKey: string): { privateKey: Uint8Array | null; publicKey: Uint8Array; chainCode: Uint8Array };

/** An error status of the C library (protocol layers): code is the status name, e.g.
 *  "UFSECP_ERR_BAD_PUBKEY"; index, when set, is the array element to blame. */
export class UfsecpError extends Error {
  readonly code: string;
  readonly index?: number;
}

// ---- MuSig2 (BIP-327). Not in the small build (its functions throw there). ----
/** The key-aggregation context (public, immutable). */
export interface MusigKeyAgg {
  /** The (tweaked) aggregate key, 33 bytes compressed. */
  readonly publicKey: Uint8Array;
  /** The (tweaked) aggregate key, 32 bytes x-only (what BIP-340 signatures verify under). */
  readonly xOnlyPublicKey: Uint8Array;
  /** A new context with the tweak applied: plain (BIP-32 style) or x-only (BIP-341 style). */
  tweak(tweak: Uint8Array, xOnly?: boolean): MusigKeyAgg;
}
/** A secret nonce held in the module's memory: signs once, then is zeroed, freed and refused. */
export interface MusigSecNonce {
  readonly used: boolean;
  /** Zeroes and frees the nonce without signing. */
  destroy(): void;
}
/** The values of one signing session (public). */
export interface MusigSession {
  /** The final nonce's parity (adaptor signatures). */
  readonly nonceParity: 0 | 1;
}
export interface MusigNonceGenArgs {
  /** The signer's key (33 or 65 bytes). */
  publicKey: Uint8Array;
  secretKey?: Uint8Array;
  message?: Uint8Array;
  aggregateXOnlyKey?: Uint8Array;
  extraInput?: Uint8Array;
  /** 32 fresh random bytes (default: crypto.getRandomValues); zeroed after use. */
  sessionRand?: Uint8Array;
}
/** BIP-327 KeySort of 33-byte keys. */
export function musigKeySort(pubkeys: readonly Uint8Array[]): Uint8Array[];
/** BIP-327 KeyAgg of 33-byte keys, in the given order. */
export function musigKeyAgg(pubkeys: readonly Uint8Array[]): MusigKeyAgg;
/** BIP-327 NonceGen: the secret nonce (in wasm memory) and the 66-byte public nonce. */
export function musigNonceGen(args: MusigNonceGenArgs): { secNonce: MusigSecNonce; pubNonce: Uint8Array };
/** DANGEROUS (test vectors): imports BIP-327's 97-byte secnonce. */
export function musigSecNonceImport(secnonce97: Uint8Array): MusigSecNonce;
/** BIP-327 NonceAgg: the 66-byte aggregate nonce. */
export function musigNonceAgg(pubNonces: readonly Uint8Array[]): Uint8Array;
/** The session for a message (any length); adaptor: a point T for adaptor signatures. */
export function musigSession(aggNonce: Uint8Array, message: Uint8Array, keyAgg: MusigKeyAgg, adaptor?: Uint8Array): MusigSession;
/** BIP-327 Sign (32 bytes); selfCheck (default true) verifies the partial signature before releasing it. */
export function musigPartialSign(secNonce: MusigSecNonce, secretKey: Uint8Array, keyAgg: MusigKeyAgg, session: MusigSession, options?: { selfCheck?: boolean }): Uint8Array;
/** BIP-327 PartialSigVerify: true or false; throws UfsecpError on input that does not parse. */
export function musigPartialSigVerify(partialSig: Uint8Array, pubNonce: Uint8Array, publicKey: Uint8Array, keyAgg: MusigKeyAgg, session: MusigSession): boolean;
/** BIP-327 PartialSigAgg: the 64-byte BIP-340 signature (a pre-signature with an adaptor). */
export function musigPartialSigAgg(session: MusigSession, partialSigs: readonly Uint8Array[]): Uint8Array;
/** Completes a pre-signature with the adaptor secret t. */
export function musigAdapt(preSignature: Uint8Array, secretAdaptor: Uint8Array, nonceParity: 0 | 1): Uint8Array;
/** The adaptor secret t from a signature and its pre-signature. */
export function musigExtractAdaptor(signature: Uint8Array, preSignature: Uint8Array, nonceParity: 0 | 1): Uint8Array;

// ---- silent payments (BIP-352). Not in the small build. ----
export interface SpRecipient { scan: Uint8Array; spend: Uint8Array }
export interface SpLabel { point: Uint8Array; tweak: Uint8Array }
export interface SpFound {
  outputIndex: number;
  k: number;
  /** t_k (+ the label's tweak): the output's secret key is b_spend + tweak (privateAdd). */
  tweak: Uint8Array;
  /** The label point (33 bytes), or null for B_spend itself. */
  label: Uint8Array | null;
}
/** The smallest of the 36-byte outpoints (txid in serialized byte order || vout LE). */
export function spSmallestOutpoint(outpoints: readonly Uint8Array[]): Uint8Array;
/** The public tweak data input_hash * A (33 bytes) of x-only (taproot) and compressed input keys. */
export function spPublicData(smallestOutpoint: Uint8Array, xOnlyKeys: readonly Uint8Array[], plainKeys: readonly Uint8Array[]): Uint8Array;
/** The sender's x-only outputs, one per recipient (in order). */
export function spCreateOutputs(recipients: readonly SpRecipient[], smallestOutpoint: Uint8Array, taprootSecretKeys: readonly Uint8Array[], plainSecretKeys: readonly Uint8Array[]): Uint8Array[];
/** Label m of a scan key (m = 0: change). */
export function spCreateLabel(scanSecretKey: Uint8Array, m: number): SpLabel;
/** B_m = B_spend + label*G (33 bytes). */
export function spLabeledSpendKey(spendPublicKey: Uint8Array, labelPoint: Uint8Array): Uint8Array;
export function spAddressEncode(scanPublicKey: Uint8Array, spendPublicKey: Uint8Array, testnet?: boolean): string;
export function spAddressDecode(address: string): { scan: Uint8Array; spend: Uint8Array; testnet: boolean; version: number };
/** Scans one transaction's x-only outputs (labels: from spCreateLabel). */
export function spScan(scanSecretKey: Uint8Array, spendPublicKey: Uint8Array, publicData: Uint8Array, outputs: readonly Uint8Array[], labels?: readonly SpLabel[]): SpFound[];
/** The batch scanner: one result array per transaction. */
export function spScanBatch(scanSecretKey: Uint8Array, spendPublicKey: Uint8Array, txs: readonly { publicData: Uint8Array; outputs: readonly Uint8Array[] }[], labels?: readonly SpLabel[]): SpFound[][];
/** Light clients: the shared secret b_scan * public data (33 bytes; SECRET). */
export function spSharedSecret(scanSecretKey: Uint8Array, publicData: Uint8Array): Uint8Array;
/** Light clients: the x-only output key for k. */
export function spOutputKey(sharedSecret: Uint8Array, spendPublicKey: Uint8Array, k: number): Uint8Array;
