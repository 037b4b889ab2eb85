//! BIP-39 mnemonics (`ufsecp_bip39.h`): entropy <-> mnemonic (the English list built in,
//! or any 2048-word [`Wordlist`]), mnemonic + passphrase -> 64-byte [`Seed`], NFKD.
//!
//! Every text input is NFKD-normalized by the C library first (so a mnemonic in any
//! normalization form gives the seed of its NFKD form). The mnemonic, its entropy, the
//! passphrase and the seed are secrets: the owned types here wipe themselves on drop and
//! print no value; the C side wipes its copies. Encoding and decoding are constant time
//! in the words (the text's total length is public, as BIP-39 makes it).
//!
//! ```
//! use ufsecp::bip39::Mnemonic;
//! let m = Mnemonic::from_entropy(&[0u8; 16])?;
//! assert_eq!(m.as_str(), "abandon abandon abandon abandon abandon abandon abandon abandon \
//!                         abandon abandon abandon about");
//! assert_eq!(Mnemonic::parse(m.as_str())?.to_entropy()?.as_bytes(), &[0u8; 16]);
//! let seed = m.to_seed("TREZOR")?;
//! assert_eq!(seed.as_bytes()[..4], [0xc5, 0x52, 0x57, 0xc3]);
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{c_text, check, sys, text_out, Error};
use alloc::ffi::CString;
use alloc::string::String;
use alloc::vec::Vec;
use core::ffi::c_char;
use core::fmt;
use zeroize::Zeroize;

/// A mnemonic sentence (NUL-free UTF-8 text), wiped on drop, `Debug` without the words.
#[derive(Clone)]
pub struct Mnemonic(String);

/// Entropy of 16, 20, 24, 28 or 32 bytes, wiped on drop.
#[derive(Clone)]
pub struct Entropy {
    bytes: [u8; 32],
    len: usize,
}

/// A BIP-39 seed (64 bytes, e.g. for [`crate::bip32::ExtendedKey`]), wiped on drop.
#[derive(Clone)]
pub struct Seed([u8; 64]);

impl Mnemonic {
    /// The English mnemonic of `entropy` (16, 20, 24, 28 or 32 bytes, else `BadLength`).
    pub fn from_entropy(entropy: &[u8]) -> Result<Self, Error> {
        let s = text_out(sys::UFSECP_BIP39_ENGLISH_MAX, |out, len| unsafe {
            sys::ufsecp_bip39_mnemonic_from_entropy(out, len, entropy.as_ptr(), entropy.len())
        })?;
        Ok(Mnemonic(s))
    }
    /// The mnemonic of `entropy` in the words of `list`, joined by `separator` (" " or the
    /// ideographic space "\u{3000}" of Japanese mnemonics; anything else is `BadArg`).
    pub fn from_entropy_in(entropy: &[u8], list: &Wordlist, separator: &str) -> Result<Self, Error> {
        let sep = c_text(separator)?;
        let s = text_out(sys::UFSECP_BIP39_MNEMONIC_MAX, |out, len| unsafe {
            sys::ufsecp_bip39_mnemonic_from_entropy_wordlist(
                out,
                len,
                entropy.as_ptr(),
                entropy.len(),
                list.ptrs.as_ptr(),
                sep.as_ptr().cast(),
            )
        })?;
        Ok(Mnemonic(s))
    }
    /// Checks an English mnemonic (words, count, checksum) and keeps the text as given.
    /// Errors: `BadUtf8`, `BadLength` (word count), `BadMnemonicWord`, `BadMnemonicChecksum`.
    pub fn parse(text: &str) -> Result<Self, Error> {
        entropy_of(text, None)?;
        Ok(Mnemonic(String::from(text)))
    }
    /// As [`Mnemonic::parse`] against a caller's wordlist.
    pub fn parse_in(text: &str, list: &Wordlist) -> Result<Self, Error> {
        entropy_of(text, Some(list))?;
        Ok(Mnemonic(String::from(text)))
    }
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The entropy of an English mnemonic (a mnemonic of another list: `BadMnemonicWord`,
    /// use [`Mnemonic::to_entropy_in`]).
    pub fn to_entropy(&self) -> Result<Entropy, Error> {
        entropy_of(&self.0, None)
    }
    /// The entropy against a caller's wordlist.
    pub fn to_entropy_in(&self, list: &Wordlist) -> Result<Entropy, Error> {
        entropy_of(&self.0, Some(list))
    }
    /// PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" || NFKD(passphrase), 2048).
    pub fn to_seed(&self, passphrase: &str) -> Result<Seed, Error> {
        seed_of(&self.0, passphrase)
    }
}

/// The seed of any text (BIP-39 defines it without checking words or checksum).
pub fn seed_of(mnemonic: &str, passphrase: &str) -> Result<Seed, Error> {
    let m = c_text(mnemonic)?;
    let p = c_text(passphrase)?;
    let mut seed = [0u8; 64];
    check(unsafe { sys::ufsecp_bip39_mnemonic_to_seed(seed.as_mut_ptr(), m.as_ptr().cast(), p.as_ptr().cast()) })?;
    Ok(Seed(seed))
}

fn entropy_of(text: &str, list: Option<&Wordlist>) -> Result<Entropy, Error> {
    let m = c_text(text)?;
    let mut e = Entropy {
        bytes: [0; 32],
        len: 32,
    };
    let s = match list {
        None => unsafe { sys::ufsecp_bip39_mnemonic_to_entropy(e.bytes.as_mut_ptr(), &mut e.len, m.as_ptr().cast()) },
        Some(l) => unsafe {
            sys::ufsecp_bip39_mnemonic_to_entropy_wordlist(
                e.bytes.as_mut_ptr(),
                &mut e.len,
                m.as_ptr().cast(),
                l.ptrs.as_ptr(),
            )
        },
    };
    check(s)?;
    Ok(e)
}

/// NFKD normalization of UTF-8 text (Unicode 14.0), as BIP-39 applies it.
pub fn nfkd(text: &str) -> Result<String, Error> {
    let cap = text.len() * sys::UFSECP_NFKD_MAX_EXPANSION + 1;
    text_out(cap, |out, len| unsafe {
        sys::ufsecp_utf8_nfkd(out, len, text.as_ptr().cast(), text.len())
    })
}

impl Entropy {
    /// The entropy bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}
impl Seed {
    /// The 64 bytes.
    pub fn as_bytes(&self) -> &[u8; 64] {
        &self.0
    }
}

/// A caller's 2048-word list in BIP-39 index order (e.g. the BIP's `japanese.txt`). The C
/// library checks it on every call (`BadWordlist`: not 2048 distinct valid words).
pub struct Wordlist {
    _words: Vec<CString>,
    ptrs: Vec<*const c_char>,
}
// SAFETY: the pointers point into the owned, never-mutated CStrings.
unsafe impl Send for Wordlist {}
unsafe impl Sync for Wordlist {}

impl Wordlist {
    /// From the words (`BadWordlist` unless there are 2048; a NUL in a word is `BadArg`).
    pub fn new<S: AsRef<str>>(words: &[S]) -> Result<Self, Error> {
        if words.len() != sys::UFSECP_BIP39_WORDS {
            return Err(Error::BadWordlist);
        }
        let words: Vec<CString> = words
            .iter()
            .map(|w| CString::new(w.as_ref()).map_err(|_| Error::BadArg))
            .collect::<Result<_, _>>()?;
        let ptrs = words.iter().map(|w| w.as_ptr()).collect();
        Ok(Wordlist { _words: words, ptrs })
    }
    /// From a text file's content: one word a line, empty lines ignored.
    pub fn from_lines(text: &str) -> Result<Self, Error> {
        let words: Vec<&str> = text.lines().map(str::trim_end).filter(|w| !w.is_empty()).collect();
        Self::new(&words)
    }
}

macro_rules! secret_impls {
    ($t:ident, $($f:tt)+) => {
        impl Drop for $t {
            fn drop(&mut self) {
                self.$($f)+.zeroize();
            }
        }
        impl fmt::Debug for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($t), "(..)"))
            }
        }
    };
}
secret_impls!(Mnemonic, 0);
secret_impls!(Entropy, bytes);
secret_impls!(Seed, 0);
