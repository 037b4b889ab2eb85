//! The BIP-324 v2 P2P transport cipher (`ufsecp_bip324.h`): keys from the
//! [`crate::ellswift::xdh_bip324`] secret, session id, garbage terminators, packet encryption
//! and decryption (FSChaCha20 for the length, FSChaCha20Poly1305 for the rest, rekeyed every
//! 224 packets). A [`Cipher`] serves one connection in both directions; it holds secret keys
//! and is wiped on drop. Packet calls advance its counters only when they succeed; after
//! `DecryptFailed` BIP-324 says to drop the connection.
//!
//! ```
//! use ufsecp::bip324::Cipher;
//! let secret = [7u8; 32];
//! let magic = [0xf9, 0xbe, 0xb4, 0xd9];
//! let mut alice = Cipher::new(&secret, true, &magic);
//! let mut bob = Cipher::new(&secret, false, &magic);
//! assert_eq!(alice.session_id(), bob.session_id());
//! let packet = alice.encrypt(b"hello", b"", false)?;
//! let len = bob.decrypt_length(packet[..3].try_into().unwrap())?;
//! assert_eq!(len, 5);
//! let (contents, ignore) = bob.decrypt(&packet[3..], b"")?;
//! assert_eq!((&contents[..], ignore), (&b"hello"[..], false));
//! # Ok::<(), ufsecp::Error>(())
//! ```
use crate::{check, expect_ok, sys, Error};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// Bytes a packet adds to its contents (3 length + 1 header + 16 tag).
pub const EXPANSION: usize = sys::UFSECP_BIP324_EXPANSION;

/// One side's cipher state (secret; wiped on drop; boxed, 512 bytes).
pub struct Cipher(alloc::boxed::Box<sys::ufsecp_bip324_cipher>);

impl Cipher {
    /// Derives the keys of one side: `initiating` (this side opened the connection) and the
    /// 4-byte network magic (mainnet f9 be b4 d9).
    pub fn new(ecdh_secret: &[u8; 32], initiating: bool, network_magic: &[u8; 4]) -> Self {
        let mut c = alloc::boxed::Box::new(sys::ufsecp_bip324_cipher::zeroed());
        expect_ok(unsafe {
            sys::ufsecp_bip324_cipher_init(&mut *c, ecdh_secret.as_ptr(), initiating as i32, network_magic.as_ptr())
        });
        Cipher(c)
    }
    /// The 32-byte session id (equal on both sides).
    pub fn session_id(&self) -> [u8; 32] {
        let mut out = [0u8; 32];
        expect_ok(unsafe { sys::ufsecp_bip324_session_id(out.as_mut_ptr(), &*self.0) });
        out
    }
    /// The garbage terminators this side sends and expects: (send, receive).
    pub fn garbage_terminators(&self) -> ([u8; 16], [u8; 16]) {
        let (mut s, mut r) = ([0u8; 16], [0u8; 16]);
        expect_ok(unsafe { sys::ufsecp_bip324_garbage_terminators(s.as_mut_ptr(), r.as_mut_ptr(), &*self.0) });
        (s, r)
    }
    /// Encrypts one packet: contents.len() + [`EXPANSION`] bytes. `BadLength`: 2^24 bytes
    /// or more.
    pub fn encrypt(&mut self, contents: &[u8], aad: &[u8], ignore: bool) -> Result<Vec<u8>, Error> {
        let mut out = vec![0u8; contents.len() + EXPANSION];
        let mut len = out.len();
        check(unsafe {
            sys::ufsecp_bip324_encrypt(
                out.as_mut_ptr(),
                &mut len,
                &mut *self.0,
                contents.as_ptr(),
                contents.len(),
                aad.as_ptr(),
                aad.len(),
                ignore as i32,
            )
        })?;
        out.truncate(len);
        Ok(out)
    }
    /// The contents length of the next received packet from its first 3 bytes.
    pub fn decrypt_length(&mut self, enc_len: &[u8; 3]) -> Result<u32, Error> {
        let mut n = 0u32;
        check(unsafe { sys::ufsecp_bip324_decrypt_length(&mut n, &mut *self.0, enc_len.as_ptr()) })?;
        Ok(n)
    }
    /// Decrypts the rest of the packet (length + 17 bytes): (contents, ignore bit).
    /// `DecryptFailed` when the tag does not match.
    pub fn decrypt(&mut self, ct: &[u8], aad: &[u8]) -> Result<(Vec<u8>, bool), Error> {
        let mut out = vec![0u8; ct.len().saturating_sub(17)];
        let mut len = out.len();
        let mut ignore = 0;
        check(unsafe {
            sys::ufsecp_bip324_decrypt(
                out.as_mut_ptr(),
                &mut len,
                &mut ignore,
                &mut *self.0,
                ct.as_ptr(),
                ct.len(),
                aad.as_ptr(),
                aad.len(),
            )
        })?;
        out.truncate(len);
        Ok((out, ignore != 0))
    }
}

impl Drop for Cipher {
    fn drop(&mut self) {
        unsafe { sys::ufsecp_bip324_cipher_clear(&mut *self.0) };
    }
}
impl fmt::Debug for Cipher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Cipher(..)")
    }
}
