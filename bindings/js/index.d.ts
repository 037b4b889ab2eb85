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

export type Ufsecp = Omit<typeof import('./index.js'), 'instantiate' | 'default'>;
/** Instantiates another copy of the module from its bytes (or a compiled module). */
export function instantiate(source: BufferSource | WebAssembly.Module): Promise<Ufsecp>;
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
