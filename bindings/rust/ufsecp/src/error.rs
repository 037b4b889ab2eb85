//! The error enum: one variant per ufsecp status.
use crate::sys;
use core::fmt;

macro_rules! errors {
    ($( $variant:ident = $c:ident : $doc:literal ),* $(,)?) => {
        /// A ufsecp status other than `UFSECP_OK`. The variants mirror the C header's enum
        /// (the numbers are the header's, read at build time); a status this crate does
        /// not know (a newer library) is [`Error::Other`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Error {
            $( #[doc = $doc] $variant, )*
            /// A status without a variant here (library newer than this crate).
            Other(i32),
        }

        impl Error {
            /// The error of a status (`UFSECP_OK` is not an error: it maps to `Other(0)`).
            pub fn from_status(s: sys::ufsecp_status) -> Self {
                $( if s == sys::$c { return Error::$variant; } )*
                Error::Other(s)
            }
            /// The C status number (as the linked library numbers it).
            pub fn status(&self) -> sys::ufsecp_status {
                match *self {
                    $( Error::$variant => sys::$c, )*
                    Error::Other(s) => s,
                }
            }
        }
    };
}

errors! {
    NullArg = UFSECP_ERR_NULL_ARG: "A required pointer was NULL (cannot happen through this crate).",
    BadLength = UFSECP_ERR_BAD_LENGTH: "An input length the function does not accept.",
    BadSecretKey = UFSECP_ERR_BAD_SECKEY: "Secret key 0 or >= the group order n.",
    BadPublicKey = UFSECP_ERR_BAD_PUBKEY: "Public key malformed or off the curve.",
    BadSignature = UFSECP_ERR_BAD_SIGNATURE: "Signature encoding malformed (DER syntax, r or s >= n).",
    VerifyFailed = UFSECP_ERR_VERIFY_FAILED: "Well-formed signature that does not verify.",
    BadTweak = UFSECP_ERR_BAD_TWEAK: "Tweak >= n, or a tweak giving an invalid result.",
    BadRecoveryId = UFSECP_ERR_BAD_RECID: "Recovery id outside 0..3.",
    BufferTooSmall = UFSECP_ERR_BUFFER_TOO_SMALL: "Output buffer too small.",
    BadKeypair = UFSECP_ERR_BAD_KEYPAIR: "Keypair not created by the library.",
    Infinity = UFSECP_ERR_INFINITY: "The result would be the point at infinity.",
    RecoveryFailed = UFSECP_ERR_RECOVERY_FAILED: "No public key can be recovered from this signature.",
    BadArg = UFSECP_ERR_BAD_ARG: "An integer argument outside the accepted values.",
    NoMemory = UFSECP_ERR_NO_MEMORY: "Out of memory.",
    BadChecksum = UFSECP_ERR_BAD_CHECKSUM: "Base58Check or Bech32 checksum mismatch.",
    BadEncoding = UFSECP_ERR_BAD_ENCODING: "A character outside the encoding's alphabet.",
    BadVersion = UFSECP_ERR_BAD_VERSION: "Unknown or mismatching version bytes.",
    BadDepth = UFSECP_ERR_BAD_DEPTH: "BIP-32 depth inconsistent with its parent data, or > 255.",
    InvalidChild = UFSECP_ERR_INVALID_CHILD: "BIP-32 derivation gave an invalid key: use the next index.",
    BadPath = UFSECP_ERR_BAD_PATH: "Derivation path text that does not follow the grammar.",
    PublicOnly = UFSECP_ERR_PUBLIC_ONLY: "A secret was asked of a public extended key.",
    BadExtendedKey = UFSECP_ERR_BAD_EXTKEY: "Extended-key object not written by the library.",
    BadMnemonicWord = UFSECP_ERR_BAD_MNEMONIC_WORD: "A word not in the BIP-39 wordlist.",
    BadMnemonicChecksum = UFSECP_ERR_BAD_MNEMONIC_CHECKSUM: "BIP-39 checksum mismatch.",
    BadUtf8 = UFSECP_ERR_BAD_UTF8: "Text that is not valid UTF-8.",
    BadWordlist = UFSECP_ERR_BAD_WORDLIST: "A wordlist that is not 2048 distinct valid words.",
    BadTx = UFSECP_ERR_BAD_TX: "Malformed transaction or spent outputs.",
    BadHashType = UFSECP_ERR_BAD_HASHTYPE: "Undefined signature hash type.",
    BadLeafVersion = UFSECP_ERR_BAD_LEAF_VERSION: "Invalid Taproot leaf version.",
    BadTapTree = UFSECP_ERR_BAD_TAPTREE: "Malformed Taproot script tree encoding.",
    BadHrp = UFSECP_ERR_BAD_HRP: "Bech32 human-readable part missing, invalid or unexpected.",
    BadWitnessVersion = UFSECP_ERR_BAD_WITNESS_VERSION: "Witness version outside 0..16.",
    BadProgram = UFSECP_ERR_BAD_PROGRAM: "Witness program length or padding not allowed.",
    BadChecksumVariant = UFSECP_ERR_BAD_CHECKSUM_VARIANT: "Bech32 where Bech32m is required, or the reverse.",
    MixedCase = UFSECP_ERR_MIXED_CASE: "A Bech32 string with mixed case.",
    BadSecretNonce = UFSECP_ERR_BAD_SECNONCE: "MuSig2 secret nonce not initialised, already used or corrupted.",
    SecretNonceKeyMismatch = UFSECP_ERR_SECNONCE_KEY_MISMATCH: "MuSig2 signing key is not the secret nonce's.",
    BadPublicNonce = UFSECP_ERR_BAD_PUBNONCE: "MuSig2 public nonce malformed.",
    BadAggregateNonce = UFSECP_ERR_BAD_AGGNONCE: "MuSig2 aggregate nonce malformed.",
    BadPartialSignature = UFSECP_ERR_BAD_PARTIAL_SIG: "MuSig2 partial signature >= n or not written by the library.",
    BadKeyAggCache = UFSECP_ERR_BAD_KEYAGG_CACHE: "MuSig2 key-aggregation cache not written by the library.",
    BadSession = UFSECP_ERR_BAD_SESSION: "MuSig2 session not written by the library.",
    SignSelfCheck = UFSECP_ERR_SIGN_SELFCHECK: "A partial signature failed its own verification (fault).",
    NotSigner = UFSECP_ERR_NOT_SIGNER: "The signer's key is not among the aggregated keys.",
    BadAdaptorSignature = UFSECP_ERR_BAD_ADAPTOR_SIG: "Adaptor (pre-)signature encoding malformed.",
    AdaptorMismatch = UFSECP_ERR_ADAPTOR_MISMATCH: "Signature does not belong to the adaptor signature or key.",
    BadDleqProof = UFSECP_ERR_BAD_DLEQ_PROOF: "DLEQ proof encoding malformed.",
    SpTooManyRecipients = UFSECP_ERR_SP_TOO_MANY_RECIPIENTS: "Too many silent-payment recipients for one scan key.",
    DecryptFailed = UFSECP_ERR_DECRYPT_FAILED: "A BIP-324 packet whose tag does not match.",
    BadCipher = UFSECP_ERR_BAD_CIPHER: "BIP-324 cipher object not initialised.",
    FrostBadIdentifier = UFSECP_ERR_FROST_BAD_IDENTIFIER: "FROST identifier 0, >= n, or repeated.",
    FrostBadNonce = UFSECP_ERR_FROST_BAD_NONCE: "FROST secret nonce invalid or already used.",
    FrostBadPublicNonce = UFSECP_ERR_FROST_BAD_PUBNONCE: "FROST nonce commitment not a valid point.",
    FrostSignerMissing = UFSECP_ERR_FROST_SIGNER_MISSING: "FROST signer not in the signer list.",
    FrostBadShare = UFSECP_ERR_FROST_BAD_SHARE: "FROST share that fails its check.",
    FrostBadKeyMaterial = UFSECP_ERR_FROST_BAD_KEY_MATERIAL: "FROST public shares inconsistent with the group key.",
    FrostBadAggregateNonce = UFSECP_ERR_FROST_BAD_AGGNONCE: "FROST aggregate nonce invalid.",
    FrostListLength = UFSECP_ERR_FROST_LIST_LENGTH: "BIP-445 lists of different lengths.",
    EllswiftNoPreimage = UFSECP_ERR_ELLSWIFT_NO_PREIMAGE: "No ElligatorSwift preimage in this case.",
}

impl Error {
    /// The library's name of the status ("UFSECP_ERR_BAD_SECKEY", ...).
    pub fn name(&self) -> &'static str {
        // SAFETY: ufsecp_status_string returns a static NUL-terminated string for any input.
        unsafe { core::ffi::CStr::from_ptr(sys::ufsecp_status_string(self.status())) }
            .to_str()
            .unwrap_or("unknown status")
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.name(), self.status())
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
