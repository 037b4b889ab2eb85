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
} = api;
export { instantiate, UfsecpError } from './lib/core.js';
export default api;
