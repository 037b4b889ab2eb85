//! Official vectors through the safe API: BIP-340, RFC 6979, BIP-32, BIP-327 key aggregation.
mod common;
use common::*;
use ufsecp::{bip32, ecdsa, musig, schnorr, Error, Keypair, PublicKey, SecretKey, XOnlyPublicKey};

#[test]
fn bip340_vectors() {
    let text = read_vector("bip340/test-vectors.csv");
    let mut n = 0;
    for line in text.lines().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split(',').collect();
        let (idx, sk, pk, aux, msg, sig, ok) = (f[0], f[1], f[2], f[3], f[4], f[5], f[6] == "TRUE");
        let msg = unhex(msg);
        let sig = schnorr::Signature::from_bytes(&arr(sig));
        if !sk.is_empty() {
            let kp = Keypair::from_seckey_bytes(&arr(sk)).unwrap();
            assert_eq!(
                kp.x_only_public_key().serialize(),
                arr::<32>(pk),
                "vector {idx}: pubkey"
            );
            let mine = schnorr::sign(&msg, &kp, &arr(aux));
            assert_eq!(mine, sig, "vector {idx}: signature");
            // the derived key (bytes only) and the lifted one verify alike
            let derived = kp.x_only_public_key();
            let r1 = schnorr::verify(&sig, &msg, &derived).is_ok();
            let r2 = schnorr::verify(&sig, &msg, &derived.lifted()).is_ok();
            assert_eq!((r1, r2), (ok, ok), "vector {idx}: derived / lifted key");
        }
        let res = XOnlyPublicKey::from_bytes(&arr(pk)).and_then(|pk| schnorr::verify(&sig, &msg, &pk));
        assert_eq!(res.is_ok(), ok, "vector {idx}: verification {res:?}");
        if let Ok(p) = XOnlyPublicKey::from_bytes(&arr(pk)) {
            let e = vec![(sig, &msg[..], p)];
            let mut v = [false];
            let _ = schnorr::verify_batch(&e, Some(&mut v), 1);
            assert_eq!(v[0], ok, "vector {idx}: batch");
        }
        n += 1;
    }
    assert!(n >= 15, "only {n} BIP-340 vectors");
}

#[test]
fn rfc6979_vectors() {
    let v = read_json("rfc6979/secp256k1_sha256_k_vectors.json");
    let mut n = 0;
    for t in v["vectors"].as_array().unwrap() {
        let (Some(der), Some(sk)) = (t["signature_der"].as_str(), t["private_key"].as_str()) else {
            continue;
        };
        let sk = SecretKey::from_bytes(&arr(sk)).unwrap();
        let digest: [u8; 32] = arr(t["msg_sha256"].as_str().unwrap());
        let sig = ecdsa::sign(&digest, &sk);
        assert_eq!(hex::encode(&*sig.serialize_der()), der.to_lowercase(), "{t}");
        ecdsa::verify(&sig, &digest, &sk.public_key()).unwrap();
        n += 1;
    }
    assert!(n >= 3, "only {n} RFC 6979 vectors with signatures");
}

#[test]
fn bip32_vectors() {
    let v = read_json("bip32/bip32_test_vectors.json");
    let mut n = 0;
    for tv in v["valid"].as_array().unwrap() {
        let master = bip32::ExtendedKey::from_seed(&unhex(tv["seed"].as_str().unwrap())).unwrap();
        for c in tv["chain"].as_array().unwrap() {
            let path = c["path"].as_str().unwrap();
            let k = master.derive_path(path).unwrap();
            assert_eq!(k.to_base58(bip32::XPRV).unwrap(), c["xprv"].as_str().unwrap(), "{path}");
            assert_eq!(
                k.to_public().unwrap().to_base58(bip32::XPUB).unwrap(),
                c["xpub"].as_str().unwrap()
            );
            let idx: Vec<u32> = c["indices"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap() as u32)
                .collect();
            assert_eq!(bip32::parse_path(path).unwrap(), idx);
            let parsed = bip32::ExtendedKey::from_base58(c["xpub"].as_str().unwrap()).unwrap();
            assert_eq!(parsed.public_key().unwrap(), k.public_key().unwrap());
            assert_eq!(parsed.secret_key(), Err(Error::PublicOnly));
            n += 1;
        }
    }
    let mut bad = 0;
    for tv in v["invalid"].as_array().unwrap() {
        let key = tv["key"].as_str().unwrap();
        assert!(
            bip32::ExtendedKey::from_base58(key).is_err(),
            "{key} accepted ({})",
            tv["reason"]
        );
        bad += 1;
    }
    assert!(n >= 10 && bad >= 10, "{n} valid, {bad} invalid BIP-32 vectors");
}

#[test]
fn bip327_key_agg_vectors() {
    let v = read_json("bip327/key_agg_vectors.json");
    let pks: Vec<Vec<u8>> = v["pubkeys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| unhex(p.as_str().unwrap()))
        .collect();
    let mut n = 0;
    for t in v["valid_test_cases"].as_array().unwrap() {
        let keys: Vec<PublicKey> = t["key_indices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| PublicKey::from_slice(&pks[i.as_u64().unwrap() as usize]).unwrap())
            .collect();
        let cache = musig::KeyAggCache::new(&keys).unwrap();
        assert_eq!(cache.agg_pk().serialize(), arr::<32>(t["expected"].as_str().unwrap()));
        n += 1;
    }
    let tweaks: Vec<[u8; 32]> = v["tweaks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| arr(p.as_str().unwrap()))
        .collect();
    for t in v["error_test_cases"].as_array().unwrap() {
        let keys: Result<Vec<PublicKey>, Error> = t["key_indices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| PublicKey::from_slice(&pks[i.as_u64().unwrap() as usize]))
            .collect();
        let res = keys.and_then(|k| musig::KeyAggCache::new(&k)).and_then(|mut c| {
            for (ti, x) in t["tweak_indices"]
                .as_array()
                .unwrap()
                .iter()
                .zip(t["is_xonly"].as_array().unwrap())
            {
                let tw = &tweaks[ti.as_u64().unwrap() as usize];
                if x.as_bool().unwrap() {
                    c.add_xonly_tweak(tw)?;
                } else {
                    c.add_ec_tweak(tw)?;
                }
            }
            Ok(c)
        });
        assert!(res.is_err(), "{}", t["comment"]);
        n += 1;
    }
    assert!(n >= 8, "only {n} key_agg vectors");
}
