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

export type Ufsecp = Omit<typeof import('./index.js'), 'instantiate' | 'instantiateSync' | 'UfsecpError' | 'FROST_RFC9591' | 'FROST_TR' | 'default'>;
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

// ---- MuSig2: deterministic signing and the counter nonce. Not in the small build. ----
/** libsecp256k1's nonce_gen_counter: never reuse a counter value with one key. */
export function musigNonceGenCounter(counter: number | bigint, secretKey: Uint8Array, options?: { message?: Uint8Array; aggregateXOnlyKey?: Uint8Array; extraInput?: Uint8Array }): { secNonce: MusigSecNonce; pubNonce: Uint8Array };
/** BIP-327 DeterministicSign (the last signer, stateless): its public nonce and partial signature. */
export function musigDeterministicSign(secretKey: Uint8Array, aggOtherNonce: Uint8Array, pubkeys: readonly Uint8Array[], message: Uint8Array, options?: { tweaks?: readonly Uint8Array[]; isXOnly?: readonly boolean[]; rand?: Uint8Array | null }): { pubNonce: Uint8Array; partialSig: Uint8Array };

// ---- FROST (RFC 9591 suites and draft BIP-445). Not in the small build. ----
/** RFC 9591 FROST(secp256k1, SHA-256): 65-byte signatures. */
export const FROST_RFC9591: 0;
/** ZF's BIP-340-compatible suite: 64-byte BIP-340 signatures under frostTrOutputKey. */
export const FROST_TR: 1;
export type FrostSuite = 0 | 1;
/** An identifier: a number (1 .. 2^32-1) or 32 bytes big-endian (RFC 9591 suites). */
export type FrostId = number | Uint8Array;
/** A secret nonce held in the module's memory: signs once, then is zeroed, freed and refused. */
export interface FrostSecNonce {
  readonly suite: FrostSuite | 'bip445';
  readonly used: boolean;
  destroy(): void;
}
export interface FrostSigner { id: FrostId; pubNonce: Uint8Array }
/** Trusted dealer: t = coefficients.length + 1; shares are SECRET (one per id). */
export function frostDealerKeygen(secret: Uint8Array, coefficients: readonly Uint8Array[], ids: readonly FrostId[]): { shares: Uint8Array[]; commitments: Uint8Array[]; groupPublicKey: Uint8Array };
/** The share checked against the dealer's commitments: its pubshare; throws UFSECP_ERR_FROST_BAD_SHARE. */
export function frostShareVerify(id: FrostId, share: Uint8Array, commitments: readonly Uint8Array[]): Uint8Array;
/** Any signer's pubshare from (group) commitments. */
export function frostPubshare(id: FrostId, commitments: readonly Uint8Array[]): Uint8Array;
/** DKG round 1 (coefficients: t secret scalars; nonce default random). */
export function frostDkgRound1(suite: FrostSuite, id: FrostId, coefficients: readonly Uint8Array[], nonce?: Uint8Array): { commitments: Uint8Array[]; proof: Uint8Array };
/** Checks all round-1 packages; throws UfsecpError with index = the first bad sender. */
export function frostDkgRound1Verify(suite: FrostSuite, ids: readonly FrostId[], packages: readonly { commitments: readonly Uint8Array[]; proof: Uint8Array }[]): true;
/** DKG round 2: f(recipient) (SECRET). */
export function frostDkgRound2Share(coefficients: readonly Uint8Array[], recipientId: FrostId): Uint8Array;
/** DKG finish; a share that fails its sender's commitments throws with index = the sender. */
export function frostDkgFinalize(myId: FrostId, ids: readonly FrostId[], commitments: readonly (readonly Uint8Array[])[], shares: readonly Uint8Array[]): { share: Uint8Array; publicShare: Uint8Array; groupPublicKey: Uint8Array };
/** The sums of everyone's commitments ([0] is the group key). */
export function frostDkgGroupCommitments(commitments: readonly (readonly Uint8Array[])[]): Uint8Array[];
/** Signing round 1 (randomness default: fresh random bytes). */
export function frostNonceGen(suite: FrostSuite, share: Uint8Array, rand?: { hidingRand?: Uint8Array; bindingRand?: Uint8Array }): { secNonce: FrostSecNonce; pubNonce: Uint8Array };
/** Signing round 2: the 32-byte signature share; the nonce is used up. */
export function frostSign(secNonce: FrostSecNonce, share: Uint8Array, id: FrostId, groupPublicKey: Uint8Array, message: Uint8Array, signers: readonly FrostSigner[], tweak?: Uint8Array | null): Uint8Array;
export function frostVerifyShare(suite: FrostSuite, sigShare: Uint8Array, id: FrostId, publicShare: Uint8Array, groupPublicKey: Uint8Array, message: Uint8Array, signers: readonly FrostSigner[], tweak?: Uint8Array | null): boolean;
/** The signature; with publicShares a bad share throws UFSECP_ERR_FROST_BAD_SHARE with index = the cheater. */
export function frostAggregate(suite: FrostSuite, groupPublicKey: Uint8Array, message: Uint8Array, signers: readonly FrostSigner[], sigShares: readonly Uint8Array[], publicShares?: readonly Uint8Array[] | null, tweak?: Uint8Array | null): Uint8Array;
export function frostVerify(suite: FrostSuite, signature: Uint8Array, message: Uint8Array, groupPublicKey: Uint8Array, tweak?: Uint8Array | null): boolean;
/** FROST_TR: the x-only output key (BIP-340 verifiers check against it). */
export function frostTrOutputKey(groupPublicKey: Uint8Array, tweak?: Uint8Array | null): Uint8Array;
/** The BIP-341 Taproot tweak of the group key (merkleRoot null: key path only). */
export function frostTaprootTweak(groupPublicKey: Uint8Array, merkleRoot?: Uint8Array | null): Uint8Array;
/** Draft BIP-445's signers context (ids: 0-based, < n). */
export interface Frost445Signers { n: number; t: number; ids: readonly number[]; publicShares: readonly Uint8Array[]; thresholdKey: Uint8Array }
export function frost445NonceGen(args?: { rand?: Uint8Array; secretShare?: Uint8Array; publicShare?: Uint8Array; thresholdXOnlyKey?: Uint8Array; message?: Uint8Array; extraInput?: Uint8Array }): { secNonce: FrostSecNonce; pubNonce: Uint8Array };
/** DANGEROUS (test vectors): the draft's 64-byte secnonce k1 || k2. */
export function frost445SecNonceLoad(secnonce64: Uint8Array): FrostSecNonce;
export function frost445NonceAgg(pubNonces: readonly Uint8Array[]): Uint8Array;
export function frost445TweakedKey(thresholdKey: Uint8Array, tweaks?: readonly Uint8Array[], isXOnly?: readonly boolean[]): { xOnly: Uint8Array; publicKey: Uint8Array };
export function frost445Sign(secNonce: FrostSecNonce, secretShare: Uint8Array, myId: number, signers: Frost445Signers, aggNonce: Uint8Array, message: Uint8Array, tweaks?: readonly Uint8Array[], isXOnly?: readonly boolean[]): Uint8Array;
export function frost445PartialSigVerify(partialSig: Uint8Array, pubNonces: readonly Uint8Array[], signers: Frost445Signers, message: Uint8Array, index: number, tweaks?: readonly Uint8Array[], isXOnly?: readonly boolean[]): boolean;
/** The BIP-340 signature (not verified here: verifySchnorr it under frost445TweakedKey().xOnly). */
export function frost445PartialSigAgg(partialSigs: readonly Uint8Array[], signers: Frost445Signers, aggNonce: Uint8Array, message: Uint8Array, tweaks?: readonly Uint8Array[], isXOnly?: readonly boolean[]): Uint8Array;
export function frost445DeterministicSign(secretShare: Uint8Array, myId: number, aggOtherNonce: Uint8Array | null, signers: Frost445Signers, message: Uint8Array, tweaks?: readonly Uint8Array[], isXOnly?: readonly boolean[], rand?: Uint8Array | null): { pubNonce: Uint8Array; partialSig: Uint8Array };

// ---- adaptor signatures and DLEQ proofs (BIP-374). Not in the small build. ----
/** ECDSA adaptor signature (162 bytes) under the encryption key Y (aux default random). */
export function ecdsaAdaptorEncrypt(secretKey: Uint8Array, encryptionKey: Uint8Array, msg32: Uint8Array, aux?: Uint8Array | null): Uint8Array;
export function ecdsaAdaptorVerify(adaptorSig: Uint8Array, publicKey: Uint8Array, msg32: Uint8Array, encryptionKey: Uint8Array): boolean;
/** The compact (r || s, low-S) ECDSA signature decrypted with y. */
export function ecdsaAdaptorDecrypt(adaptorSig: Uint8Array, decryptionKey: Uint8Array): Uint8Array;
/** y from the decrypted signature (SECRET). */
export function ecdsaAdaptorRecover(signature: Uint8Array, adaptorSig: Uint8Array, encryptionKey: Uint8Array): Uint8Array;
/** Whether the adaptor signature is well-formed. */
export function ecdsaAdaptorCheck(adaptorSig: Uint8Array): boolean;
/** BIP-340 pre-signature (65 bytes) for the adaptor point T. */
export function schnorrAdaptorPresign(message: Uint8Array, secretKey: Uint8Array, adaptorPoint: Uint8Array, aux?: Uint8Array | null): Uint8Array;
export function schnorrAdaptorVerify(preSignature: Uint8Array, message: Uint8Array, xOnlyKey: Uint8Array, adaptorPoint: Uint8Array): boolean;
export function schnorrAdaptorAdapt(preSignature: Uint8Array, secretAdaptor: Uint8Array): Uint8Array;
export function schnorrAdaptorExtract(signature: Uint8Array, preSignature: Uint8Array): Uint8Array;
export interface DleqOptions { message?: Uint8Array; generator?: Uint8Array }
/** BIP-374 proof that log_G(A) = log_B(C) for A = a*G, C = a*B. */
export function dleqProve(a: Uint8Array, B: Uint8Array, options?: DleqOptions & { aux?: Uint8Array }): { proof: Uint8Array; A: Uint8Array; C: Uint8Array };
export function dleqVerify(proof: Uint8Array, A: Uint8Array, B: Uint8Array, C: Uint8Array, options?: DleqOptions): boolean;
