//! Differential tests of the protocol modules on random inputs against rust-secp256k1
//! (libsecp256k1's ellswift module underneath): ElligatorSwift encodings byte for byte
//! (create with and without aux randomness, encode with zero randomness), decoding, and the
//! BIP-324 shared secret from both sides; and internal consistency of Taproot, adaptor
//! signatures and DLEQ proofs on random keys.
mod common;
use common::iters;
use rand::{RngCore, SeedableRng};
use secp256k1 as s;
use secp256k1::ellswift::{ElligatorSwift as SEll, ElligatorSwiftParty};
use ufsecp::ellswift::{self, ElligatorSwift, Party};
use ufsecp::{adaptor, dleq, schnorr, taproot, Keypair, SecretKey};

fn rng() -> rand::rngs::StdRng {
    let seed = std::env::var("UFSECP_TEST_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_u64);
    rand::rngs::StdRng::seed_from_u64(seed ^ 0xe115)
}

fn rand_sk(r: &mut impl RngCore) -> SecretKey {
    loop {
        let mut b = [0u8; 32];
        r.fill_bytes(&mut b);
        if let Ok(k) = SecretKey::from_bytes(&b) {
            return k;
        }
    }
}

#[test]
fn ellswift_against_rust_secp256k1() {
    let secp = s::Secp256k1::new();
    let mut r = rng();
    for _ in 0..iters(64) {
        let (a, b) = (rand_sk(&mut r), rand_sk(&mut r));
        let mut aux = [0u8; 32];
        r.fill_bytes(&mut aux);
        let (sa, sb) = (
            s::SecretKey::from_slice(&a.secret_bytes()).unwrap(),
            s::SecretKey::from_slice(&b.secret_bytes()).unwrap(),
        );
        let ea = ElligatorSwift::from_secret_key(&a, Some(&aux)).unwrap();
        assert_eq!(
            ea.0,
            SEll::from_seckey(&secp, sa, Some(aux)).to_array(),
            "create with aux"
        );
        let eb = ElligatorSwift::from_secret_key(&b, None).unwrap();
        assert_eq!(
            eb.0,
            SEll::from_seckey(&secp, sb, None).to_array(),
            "create without aux"
        );
        assert_eq!(
            ElligatorSwift::encode(&a.public_key(), &[0; 32]).0,
            SEll::from_pubkey(s::PublicKey::from_secret_key(&secp, &sa)).to_array()
        );
        let mut random = [0u8; 64];
        r.fill_bytes(&mut random);
        let dec = ElligatorSwift(random).decode();
        assert_eq!(
            dec.serialize(),
            s::PublicKey::from_ellswift(SEll::from_array(random)).serialize(),
            "decode"
        );
        let (s_ea, s_eb) = (SEll::from_array(ea.0), SEll::from_array(eb.0));
        let want = SEll::shared_secret(s_ea, s_eb, sa, ElligatorSwiftParty::A, None).to_secret_bytes();
        assert_eq!(
            ellswift::xdh_bip324(&ea, &eb, &a, Party::Initiator)
                .unwrap()
                .secret_bytes(),
            want
        );
        assert_eq!(
            ellswift::xdh_bip324(&ea, &eb, &b, Party::Responder)
                .unwrap()
                .secret_bytes(),
            want
        );
        assert_eq!(
            SEll::shared_secret(s_ea, s_eb, sb, ElligatorSwiftParty::B, None).to_secret_bytes(),
            want
        );
    }
}

#[test]
fn taproot_adaptor_dleq_consistency() {
    let mut r = rng();
    for _ in 0..iters(32) {
        let sk = rand_sk(&mut r);
        let mut root = [0u8; 32];
        r.fill_bytes(&mut root);
        for mr in [None, Some(&root)] {
            let (internal, _) = sk.x_only_public_key();
            let (q, parity) = taproot::output_key(&internal, mr).unwrap();
            let tsk = taproot::tweak_secret_key(&sk, mr).unwrap();
            assert_eq!(tsk.x_only_public_key(), (q, parity));
            let kp = taproot::tweak_keypair(&Keypair::from_secret_key(&sk), mr).unwrap();
            assert_eq!(kp.secret_key(), tsk);
            let sig = schnorr::sign(&root, &kp, &[0; 32]);
            schnorr::verify(&sig, &root, &q).unwrap();
        }
        let y = rand_sk(&mut r);
        let a = adaptor::EcdsaAdaptorSignature::encrypt(&sk, &y.public_key(), &root, None).unwrap();
        a.verify(&sk.public_key(), &root, &y.public_key()).unwrap();
        assert_eq!(a.recover(&a.decrypt(&y).unwrap(), &y.public_key()).unwrap(), y);
        let b = rand_sk(&mut r).public_key();
        let (proof, pa, pc) = dleq::prove(&sk, &b, Some(&root), None, None).unwrap();
        dleq::verify(&proof, &pa, &b, &pc, None, None).unwrap();
        assert!(dleq::verify(&proof, &pa, &b, &pc, Some(&root), None).is_err());
        assert_eq!(pc, b.mul_tweak(&sk.secret_bytes()).unwrap());
    }
}
