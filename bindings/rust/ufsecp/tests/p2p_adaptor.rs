//! Official vectors through the safe API: BIP-324 (ellswift decode: 76 rows; XSwiftECInv:
//! 32 rows x 8 cases; packet encoding: 7 rows with the shared secret, session id, garbage
//! terminators, the packet after in_idx earlier ones and its decryption by the peer),
//! dlcspecs ECDSA adaptor signatures (11 cases), BIP-374 DLEQ (11 generate + 15 verify rows).
mod common;
use common::*;
use ufsecp::adaptor::{EcdsaAdaptorSignature, SchnorrPreSignature};
use ufsecp::bip324::{Cipher, EXPANSION};
use ufsecp::ellswift::{self, ElligatorSwift, Party};
use ufsecp::{dleq, ecdh, ecdsa, schnorr, Error, Keypair, PublicKey, SecretKey};

fn x_of(pk: &PublicKey) -> String {
    hex::encode(pk.x_only_public_key().0.serialize())
}

#[test]
fn bip324_ellswift_decode() {
    let rows = read_csv("bip324/ellswift_decode_test_vectors.csv");
    for r in &rows {
        let e = ElligatorSwift(arr(&r["ellswift"]));
        assert_eq!(x_of(&e.decode()), r["x"], "decode {}", r["ellswift"]);
    }
    assert_eq!(rows.len(), 76);
}

#[test]
fn bip324_xswiftec_inv() {
    let rows = read_csv("bip324/xswiftec_inv_test_vectors.csv");
    for r in &rows {
        let (u, x) = (arr::<32>(&r["u"]), arr::<32>(&r["x"]));
        for c in 0..8u32 {
            let want = &r[&format!("case{c}_t")];
            let got = ellswift::xswiftec_inv(&x, &u, c);
            if want.is_empty() {
                assert_eq!(got, Err(Error::EllswiftNoPreimage), "u {} case {c}", r["u"]);
            } else {
                assert_eq!(hex::encode(got.unwrap()), *want, "u {} case {c}", r["u"]);
            }
        }
        assert_eq!(ellswift::xswiftec_inv(&x, &u, 8), Err(Error::BadArg));
    }
    assert_eq!(rows.len(), 32);
}

#[test]
fn bip324_packets() {
    let rows = read_csv("bip324/packet_encoding_test_vectors.csv");
    let mainnet = [0xf9, 0xbe, 0xb4, 0xd9];
    for r in &rows {
        let id = format!("packet row {}", r["in_idx"]);
        let sk = SecretKey::from_bytes(&arr(&r["in_priv_ours"])).unwrap();
        let ours = ElligatorSwift(arr(&r["in_ellswift_ours"]));
        let theirs = ElligatorSwift(arr(&r["in_ellswift_theirs"]));
        let initiating = r["in_initiating"] == "1";
        assert_eq!(x_of(&ours.decode()), r["mid_x_ours"], "{id}");
        assert_eq!(x_of(&theirs.decode()), r["mid_x_theirs"], "{id}");
        let xs = ecdh::SharedSecret::new_x_only(&theirs.decode(), &sk);
        assert_eq!(hex::encode(xs.secret_bytes()), r["mid_x_shared"], "{id}");
        let (a, b, party) = if initiating {
            (&ours, &theirs, Party::Initiator)
        } else {
            (&theirs, &ours, Party::Responder)
        };
        let secret = ellswift::xdh_bip324(a, b, &sk, party).unwrap().secret_bytes();
        assert_eq!(hex::encode(secret), r["mid_shared_secret"], "{id}");
        let mut c = Cipher::new(&secret, initiating, &mainnet);
        let mut peer = Cipher::new(&secret, !initiating, &mainnet);
        assert_eq!(hex::encode(c.session_id()), r["out_session_id"], "{id}");
        let (gs, gr) = c.garbage_terminators();
        assert_eq!(hex::encode(gs), r["mid_send_garbage_terminator"], "{id}");
        assert_eq!(hex::encode(gr), r["mid_recv_garbage_terminator"], "{id}");
        for _ in 0..r["in_idx"].parse::<usize>().unwrap() {
            let p = c.encrypt(&[], &[], false).unwrap();
            assert_eq!(peer.decrypt_length(p[..3].try_into().unwrap()).unwrap(), 0);
            assert_eq!(peer.decrypt(&p[3..], &[]).unwrap(), (vec![], false));
        }
        let contents = unhex(&r["in_contents"]).repeat(r["in_multiply"].parse().unwrap());
        let aad = unhex(&r["in_aad"]);
        let ignore = r["in_ignore"] == "1";
        let out = c.encrypt(&contents, &aad, ignore).unwrap();
        assert_eq!(out.len(), contents.len() + EXPANSION);
        let got = hex::encode(&out);
        if !r["out_ciphertext"].is_empty() {
            assert_eq!(got, r["out_ciphertext"], "{id}");
        }
        assert!(got.ends_with(&r["out_ciphertext_endswith"]), "{id} ending");
        let l = peer.decrypt_length(out[..3].try_into().unwrap()).unwrap();
        assert_eq!(l as usize, contents.len());
        // a tampered packet is refused and leaves the peer as it was
        let mut bad = out.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert_eq!(peer.decrypt(&bad[3..], &aad).unwrap_err(), Error::DecryptFailed);
        assert_eq!(
            peer.decrypt(&out[3..], &aad).unwrap(),
            (contents, ignore),
            "{id} decrypt"
        );
    }
    assert_eq!(rows.len(), 7);
}

#[test]
fn ellswift_round_trips() {
    for i in 1..=32u8 {
        let sk = SecretKey::from_bytes(&[i; 32]).unwrap();
        let e = ElligatorSwift::encode(&sk.public_key(), &[i.wrapping_mul(7); 32]);
        assert_eq!(e.decode(), sk.public_key());
        let e2 = ElligatorSwift::from_secret_key(&sk, Some(&[i; 32])).unwrap();
        assert_eq!(e2.decode(), sk.public_key());
    }
}

fn parse_pk(h: &str) -> Option<PublicKey> {
    if h == "INFINITY" {
        return None;
    }
    PublicKey::from_slice(&unhex(h)).ok()
}

#[test]
fn dlcspecs_ecdsa_adaptor() {
    let v = read_json("adaptor/dlcspecs_ecdsa_adaptor.json");
    let cases = v.as_array().unwrap();
    assert_eq!(cases.len(), 11);
    for (i, c) in cases.iter().enumerate() {
        let kind = c["kind"].as_str().unwrap();
        let what = format!("dlcspecs #{i} {kind}");
        let error = !c["error"].is_null();
        let bytes: [u8; 162] = arr(c["adaptor_sig"].as_str().unwrap());
        match kind {
            "verification" => {
                let pk = parse_pk(c["public_signing_key"].as_str().unwrap()).unwrap();
                let ek = parse_pk(c["encryption_key"].as_str().unwrap()).unwrap();
                let msg = arr::<32>(c["message_hash"].as_str().unwrap());
                let res = EcdsaAdaptorSignature::from_bytes(&bytes).and_then(|a| a.verify(&pk, &msg, &ek));
                if error {
                    assert!(res.is_err(), "{what}");
                    continue;
                }
                res.unwrap();
                let a = EcdsaAdaptorSignature::from_bytes(&bytes).unwrap();
                let y = SecretKey::from_bytes(&arr(c["decryption_key"].as_str().unwrap())).unwrap();
                let sig = a.decrypt(&y).unwrap();
                assert_eq!(
                    sig.serialize_compact(),
                    arr::<64>(c["signature"].as_str().unwrap()),
                    "{what}"
                );
                ecdsa::verify(&sig, &msg, &pk).unwrap();
                assert_eq!(a.recover(&sig, &ek).unwrap(), y, "{what} recover");
            }
            "recovery" => {
                let ek = parse_pk(c["encryption_key"].as_str().unwrap()).unwrap();
                let a = EcdsaAdaptorSignature::from_bytes(&bytes).unwrap();
                let sig = ecdsa::Signature::from_compact(&arr(c["signature"].as_str().unwrap())).unwrap();
                let res = a.recover(&sig, &ek);
                if error {
                    assert_eq!(res.unwrap_err(), Error::AdaptorMismatch, "{what}");
                } else {
                    assert_eq!(
                        res.unwrap().secret_bytes(),
                        arr::<32>(c["decryption_key"].as_str().unwrap()),
                        "{what}"
                    );
                }
            }
            "serialization" => {
                let res = EcdsaAdaptorSignature::from_bytes(&bytes);
                if error {
                    assert_eq!(res.unwrap_err(), Error::BadAdaptorSignature, "{what}");
                } else {
                    assert_eq!(res.unwrap().serialize(), bytes);
                }
            }
            _ => panic!("{what}: unknown kind"),
        }
    }
}

#[test]
fn bip374_generate() {
    let rows = read_csv("bip374/test_vectors_generate_proof.csv");
    assert_eq!(rows.len(), 11);
    for r in &rows {
        let what = format!("bip374 generate #{}", r["index"]);
        let g = parse_pk(&r["point_G"]).unwrap();
        let msg: Option<[u8; 32]> = (!r["message"].is_empty()).then(|| arr(&r["message"]));
        let Some(b) = parse_pk(&r["point_B"]) else {
            assert_eq!(
                (r["result_proof"].as_str(), r["point_B"].as_str()),
                ("INVALID", "INFINITY"),
                "{what}"
            );
            continue;
        };
        let a = SecretKey::from_bytes(&arr(&r["scalar_a"]));
        if r["result_proof"] == "INVALID" {
            assert_eq!(a.unwrap_err(), Error::BadSecretKey, "{what}");
            continue;
        }
        let a = a.unwrap();
        let (proof, big_a, c) = dleq::prove(&a, &b, Some(&arr(&r["auxrand_r"])), msg.as_ref(), Some(&g)).unwrap();
        assert_eq!(hex::encode(proof.0), r["result_proof"], "{what}");
        dleq::verify(&proof, &big_a, &b, &c, msg.as_ref(), Some(&g)).unwrap();
    }
}

#[test]
fn bip374_verify() {
    let rows = read_csv("bip374/test_vectors_verify_proof.csv");
    assert_eq!(rows.len(), 15);
    for r in &rows {
        let what = format!("bip374 verify #{}", r["index"]);
        let p = |k: &str| parse_pk(&r[k]).unwrap_or_else(|| panic!("{what} {k}"));
        let msg: Option<[u8; 32]> = (!r["message"].is_empty()).then(|| arr(&r["message"]));
        let res = dleq::verify(
            &dleq::Proof(arr(&r["proof"])),
            &p("point_A"),
            &p("point_B"),
            &p("point_C"),
            msg.as_ref(),
            Some(&p("point_G")),
        );
        if r["result_success"] == "TRUE" {
            res.unwrap();
        } else {
            assert!(
                matches!(res, Err(Error::VerifyFailed) | Err(Error::BadDleqProof)),
                "{what}: {res:?}"
            );
        }
    }
}

#[test]
fn schnorr_adaptor_round_trips() {
    let mut parity = [0; 2];
    for i in 1..=16u8 {
        let kp = Keypair::from_seckey_bytes(&[i; 32]).unwrap();
        let t = SecretKey::from_bytes(&[i.wrapping_mul(3).wrapping_add(1); 32]).unwrap();
        let msg = [i * 7; 32];
        let pre = SchnorrPreSignature::presign(&msg, &kp, &t.public_key(), None).unwrap();
        parity[(pre.serialize()[0] & 1) as usize] += 1;
        pre.verify(&msg, &kp.x_only_public_key(), &t.public_key()).unwrap();
        let other = SecretKey::from_bytes(&[0x77; 32]).unwrap().public_key();
        assert_eq!(
            pre.verify(&msg, &kp.x_only_public_key(), &other),
            Err(Error::VerifyFailed)
        );
        let sig = pre.adapt(&t).unwrap();
        schnorr::verify(&sig, &msg, &kp.x_only_public_key()).unwrap();
        assert_eq!(pre.extract(&sig).unwrap(), t);
    }
    assert!(parity[0] > 0 && parity[1] > 0, "both parities of R + T: {parity:?}");
}
