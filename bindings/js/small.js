// ufsecp (small tables: < 150 KB): the tiny-secp256k1 2.x ecc interface and the native API over ufsecp-small.wasm.
// Loaded with top-level await (ESM): the module is ready when the import resolves.
import { load } from './lib/load.js';

const api = await load(new URL('./wasm/ufsecp-small.wasm', import.meta.url));

export const {
  isPoint, isPointCompressed, isXOnlyPoint, isPrivate, pointAdd, pointAddScalar, pointMultiply,
  pointCompress, pointNegate, pointFromScalar, xOnlyPointFromScalar, xOnlyPointFromPoint,
  privateAdd, privateSub, privateNegate, xOnlyPointAddTweak, xOnlyPointAddTweakCheck, sign,
  signRecoverable, signSchnorr, verify, recover, verifySchnorr, ecdh, verifySchnorrBatch,
  verifyEcdsaBatch, bip32FromSeed, bip32Derive, bip32Neuter, bip32Keys,
  musigKeySort, musigKeyAgg, musigNonceGen, musigSecNonceImport, musigNonceAgg, musigSession,
  musigPartialSign, musigPartialSigVerify, musigPartialSigAgg, musigAdapt, musigExtractAdaptor,
  spSmallestOutpoint, spPublicData, spCreateOutputs, spCreateLabel, spLabeledSpendKey, spAddressEncode,
  spAddressDecode, spScan, spScanBatch, spSharedSecret, spOutputKey,
  musigNonceGenCounter, musigDeterministicSign,
  frostDealerKeygen, frostShareVerify, frostPubshare, frostDkgRound1, frostDkgRound1Verify, frostDkgRound2Share,
  frostDkgFinalize, frostDkgGroupCommitments, frostNonceGen, frostSign, frostVerifyShare, frostAggregate, frostVerify,
  frostTrOutputKey, frostTaprootTweak, frost445NonceGen, frost445SecNonceLoad, frost445NonceAgg, frost445TweakedKey,
  frost445Sign, frost445PartialSigVerify, frost445PartialSigAgg, frost445DeterministicSign,
  ecdsaAdaptorEncrypt, ecdsaAdaptorVerify, ecdsaAdaptorDecrypt, ecdsaAdaptorRecover, ecdsaAdaptorCheck,
  schnorrAdaptorPresign, schnorrAdaptorVerify, schnorrAdaptorAdapt, schnorrAdaptorExtract, dleqProve, dleqVerify,
} = api;
export { instantiate, UfsecpError } from './lib/core.js';
export { FROST_RFC9591, FROST_TR } from './lib/frost.js';
export default api;
