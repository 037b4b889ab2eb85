//! Official vectors of the wallet layers through the safe API: BIP-39 (bip39/vectors.json,
//! all 12 languages' 288 vectors, and the Japanese file with japanese.txt as the caller's
//! list), BIP-341 (bip341/wallet-test-vectors.json: every scriptPubKey case with leaf hashes,
//! Merkle root, output key, address, every control block; every key-path input with the
//! tweaked key, SigMsg, sighash and the witness signature).
mod common;
use common::*;
use serde_json::Value;
use ufsecp::bip32::{ExtendedKey, XPRV};
use ufsecp::bip39::{self, Mnemonic, Wordlist};
use ufsecp::taproot::{self, SighashCache, SpendOptions};
use ufsecp::{address, schnorr, Error, Keypair, SecretKey, XOnlyPublicKey};

fn xprv_of_seed(seed: &[u8]) -> String {
    ExtendedKey::from_seed(seed).unwrap().to_base58(XPRV).unwrap()
}

#[test]
fn bip39_trezor_vectors() {
    let v = read_json("bip39/vectors.json");
    let mut n = 0;
    for (lang, rows) in v.as_object().unwrap() {
        for row in rows.as_array().unwrap() {
            let what = format!("bip39 {lang} #{n}");
            let entropy = unhex(row[0].as_str().unwrap());
            let mnemonic = row[1].as_str().unwrap();
            let seed = bip39::seed_of(mnemonic, "TREZOR").unwrap();
            assert_eq!(seed.as_bytes()[..], unhex(row[2].as_str().unwrap())[..], "{what} seed");
            let norm = bip39::nfkd(mnemonic).unwrap();
            assert_eq!(
                bip39::seed_of(&norm, "TREZOR").unwrap().as_bytes(),
                seed.as_bytes(),
                "{what} NFKD seed"
            );
            assert_eq!(xprv_of_seed(seed.as_bytes()), row[3].as_str().unwrap(), "{what} xprv");
            if lang == "english" {
                let m = Mnemonic::from_entropy(&entropy).unwrap();
                assert_eq!(m.as_str(), mnemonic, "{what} mnemonic");
                let back = Mnemonic::parse(mnemonic).unwrap().to_entropy().unwrap();
                assert_eq!(back.as_bytes(), &entropy[..], "{what} entropy");
                assert_eq!(m.to_seed("TREZOR").unwrap().as_bytes(), seed.as_bytes());
            }
            n += 1;
        }
    }
    assert_eq!(n, 288, "bip39/vectors.json holds 288 vectors");
}

#[test]
fn bip39_japanese_vectors() {
    let list = Wordlist::from_lines(&read_vector("bip39/japanese.txt")).unwrap();
    let v = read_json("bip39/bip32JP_test_JP_BIP39.json");
    let mut n = 0;
    for row in v.as_array().unwrap() {
        let what = format!("bip39 japanese #{n}");
        let entropy = unhex(row["entropy"].as_str().unwrap());
        let mnemonic = row["mnemonic"].as_str().unwrap();
        let m = Mnemonic::from_entropy_in(&entropy, &list, "\u{3000}").unwrap();
        assert_eq!(
            bip39::nfkd(m.as_str()).unwrap(),
            bip39::nfkd(mnemonic).unwrap(),
            "{what} mnemonic"
        );
        let parsed = Mnemonic::parse_in(mnemonic, &list).unwrap();
        assert_eq!(
            parsed.to_entropy_in(&list).unwrap().as_bytes(),
            &entropy[..],
            "{what} entropy"
        );
        assert_eq!(
            parsed.to_entropy().unwrap_err(),
            Error::BadMnemonicWord,
            "{what} not English"
        );
        let seed = parsed.to_seed(row["passphrase"].as_str().unwrap()).unwrap();
        assert_eq!(
            seed.as_bytes()[..],
            unhex(row["seed"].as_str().unwrap())[..],
            "{what} seed"
        );
        assert_eq!(
            xprv_of_seed(seed.as_bytes()),
            row["bip32_xprv"].as_str().unwrap(),
            "{what} xprv"
        );
        n += 1;
    }
    assert_eq!(n, 24);
}

#[test]
fn bip39_bad_input() {
    let abandon = "abandon ".repeat(11);
    assert_eq!(
        Mnemonic::parse(&(abandon.clone() + "abandon")).unwrap_err(),
        Error::BadMnemonicChecksum
    );
    assert_eq!(
        Mnemonic::parse(&(abandon.clone() + "abandonx")).unwrap_err(),
        Error::BadMnemonicWord
    );
    assert_eq!(Mnemonic::parse("abandon about").unwrap_err(), Error::BadLength);
    assert_eq!(Mnemonic::parse("a\0b").unwrap_err(), Error::BadArg);
    assert_eq!(Mnemonic::from_entropy(&[0; 15]).unwrap_err(), Error::BadLength);
    assert_eq!(Wordlist::new(&["a"; 3]).err().unwrap(), Error::BadWordlist);
    let dup = Wordlist::new(&["same"; 2048]).unwrap();
    assert_eq!(
        Mnemonic::from_entropy_in(&[0; 16], &dup, " ").unwrap_err(),
        Error::BadWordlist
    );
    let m = Mnemonic::from_entropy(&[1; 32]).unwrap();
    assert_eq!(format!("{m:?}"), "Mnemonic(..)");
}

// ---- BIP-341 -----------------------------------------------------------------------------
fn flatten(node: &Value, depth: u8, out: &mut Vec<u8>, ids: &mut Vec<usize>) {
    if let Some(items) = node.as_array() {
        for c in items {
            flatten(c, depth + 1, out, ids);
        }
        return;
    }
    let script = unhex(node["script"].as_str().unwrap());
    assert!(script.len() < 0xfd);
    out.push(depth);
    out.push(node["leafVersion"].as_u64().unwrap() as u8);
    out.push(script.len() as u8);
    out.extend_from_slice(&script);
    ids.push(node["id"].as_u64().unwrap() as usize);
}

fn leaf_by_id(node: &Value, id: usize) -> Option<&Value> {
    match node.as_array() {
        Some(items) => items.iter().find_map(|c| leaf_by_id(c, id)),
        None => (node["id"].as_u64().unwrap() as usize == id).then_some(node),
    }
}

#[test]
fn bip341_script_pubkeys() {
    let v = read_json("bip341/wallet-test-vectors.json");
    let mut n = 0;
    for c in v["scriptPubKey"].as_array().unwrap() {
        let what = format!("bip341 scriptPubKey #{n}");
        n += 1;
        let internal = XOnlyPublicKey::from_bytes(&arr(c["given"]["internalPubkey"].as_str().unwrap())).unwrap();
        let tree = &c["given"]["scriptTree"];
        let inter = &c["intermediary"];
        let mut root = None;
        if !tree.is_null() {
            let (mut flat, mut ids) = (Vec::new(), Vec::new());
            flatten(tree, 0, &mut flat, &mut ids);
            if tree.is_object() {
                flat[0] = 0; // one leaf alone: depth 0
            }
            let (r, nl) = taproot::tree_root(&flat).unwrap();
            assert_eq!(r, arr::<32>(inter["merkleRoot"].as_str().unwrap()), "{what} root");
            assert_eq!(nl, ids.len());
            root = Some(r);
            let q = XOnlyPublicKey::from_bytes(&arr(inter["tweakedPubkey"].as_str().unwrap())).unwrap();
            for (k, &id) in ids.iter().enumerate() {
                let leaf = leaf_by_id(tree, id).unwrap();
                let script = unhex(leaf["script"].as_str().unwrap());
                let lh = taproot::leaf_hash(leaf["leafVersion"].as_u64().unwrap() as u8, &script).unwrap();
                assert_eq!(
                    lh,
                    arr::<32>(inter["leafHashes"][id].as_str().unwrap()),
                    "{what} leaf hash"
                );
                let cb = taproot::control_block(&internal, &flat, k).unwrap();
                assert_eq!(
                    cb,
                    unhex(c["expected"]["scriptPathControlBlocks"][id].as_str().unwrap()),
                    "{what} cb"
                );
                taproot::verify_control_block(&q, &script, &cb).unwrap();
                let mut bad = cb.clone();
                bad[1] ^= 1;
                assert!(
                    taproot::verify_control_block(&q, &script, &bad).is_err(),
                    "{what} bad cb"
                );
            }
            assert_eq!(
                taproot::control_block(&internal, &flat, ids.len()).unwrap_err(),
                Error::BadArg
            );
        }
        let (q, _parity) = taproot::output_key(&internal, root.as_ref()).unwrap();
        assert_eq!(
            q.serialize(),
            arr::<32>(inter["tweakedPubkey"].as_str().unwrap()),
            "{what} output key"
        );
        let addr = address::p2tr("bc", &q).unwrap();
        assert_eq!(addr, c["expected"]["bip350Address"].as_str().unwrap(), "{what} address");
        let spk = address::to_script(&addr, "bc", address::MAINNET).unwrap();
        assert_eq!(
            spk,
            unhex(c["expected"]["scriptPubKey"].as_str().unwrap()),
            "{what} scriptPubKey"
        );
        assert_eq!(address::from_script(&spk, "bc", address::MAINNET).unwrap(), addr);
        assert_eq!(
            address::segwit_decode("bc", &addr).unwrap(),
            (1, q.serialize().to_vec())
        );
    }
    assert_eq!(n, 7);
}

#[test]
fn bip341_key_path() {
    let v = read_json("bip341/wallet-test-vectors.json");
    let mut n = 0;
    for c in v["keyPathSpending"].as_array().unwrap() {
        let tx = unhex(c["given"]["rawUnsignedTx"].as_str().unwrap());
        let mut spent = Vec::new();
        for u in c["given"]["utxosSpent"].as_array().unwrap() {
            let spk = unhex(u["scriptPubKey"].as_str().unwrap());
            spent.extend_from_slice(&u["amountSats"].as_u64().unwrap().to_le_bytes());
            spent.push(spk.len() as u8);
            spent.extend_from_slice(&spk);
        }
        let cache = SighashCache::new(&tx, &spent).unwrap();
        for inp in c["inputSpending"].as_array().unwrap() {
            let what = format!("bip341 key path input {n}");
            n += 1;
            let g = &inp["given"];
            let index = g["txinIndex"].as_u64().unwrap() as usize;
            let hash_type = g["hashType"].as_u64().unwrap() as u8;
            let root: Option<[u8; 32]> = g["merkleRoot"].as_str().map(arr);
            let sk = SecretKey::from_bytes(&arr(g["internalPrivkey"].as_str().unwrap())).unwrap();
            let tsk = taproot::tweak_secret_key(&sk, root.as_ref()).unwrap();
            assert_eq!(
                tsk.secret_bytes(),
                arr::<32>(inp["intermediary"]["tweakedPrivkey"].as_str().unwrap()),
                "{what}"
            );
            let opt = SpendOptions {
                hash_type,
                ..Default::default()
            };
            let msg = cache.sigmsg(index, &opt).unwrap();
            assert_eq!(
                msg,
                unhex(inp["intermediary"]["sigMsg"].as_str().unwrap()),
                "{what} sigmsg"
            );
            let h = cache.sighash(index, &opt).unwrap();
            assert_eq!(
                h,
                arr::<32>(inp["intermediary"]["sigHash"].as_str().unwrap()),
                "{what} sighash"
            );
            let kp = taproot::tweak_keypair(&Keypair::from_secret_key(&sk), root.as_ref()).unwrap();
            let sig = schnorr::sign(&h, &kp, &[0; 32]);
            let mut witness = sig.serialize().to_vec();
            if hash_type != 0 {
                witness.push(hash_type);
            }
            assert_eq!(
                witness,
                unhex(inp["expected"]["witness"][0].as_str().unwrap()),
                "{what} signature"
            );
            assert_eq!(cache.sighash(99, &opt).unwrap_err(), Error::BadArg);
            assert_eq!(
                cache
                    .sighash(index, &SpendOptions { hash_type: 0x04, ..opt })
                    .unwrap_err(),
                Error::BadHashType
            );
        }
    }
    assert_eq!(n, 7);
    assert_eq!(SighashCache::new(&[0u8; 3], &[]).err().unwrap(), Error::BadTx);
}

#[test]
fn addresses_round_trip() {
    let pk = SecretKey::from_bytes(&[0x42; 32]).unwrap().public_key();
    for (hrp, v) in [("bc", address::MAINNET), ("tb", address::TESTNET)] {
        for a in [
            address::p2wpkh(hrp, &pk).unwrap(),
            address::p2wsh(hrp, &[0x51]).unwrap(),
            address::p2pkh(v.p2pkh, &pk, true).unwrap(),
            address::p2pkh(v.p2pkh, &pk, false).unwrap(),
            address::p2sh(v.p2sh, &[0x51]).unwrap(),
        ] {
            let s = address::to_script(&a, hrp, v).unwrap();
            assert_eq!(address::from_script(&s, hrp, v).unwrap(), a);
        }
    }
    let a = address::base58_encode(0, &[7; 20]).unwrap();
    assert_eq!(address::base58_decode(&a).unwrap(), (0, [7; 20]));
    assert_eq!(
        address::segwit_encode("bc", 17, &[0; 20]).unwrap_err(),
        Error::BadWitnessVersion
    );
    assert_eq!(
        address::segwit_decode("tb", &address::p2wpkh("bc", &pk).unwrap()).unwrap_err(),
        Error::BadHrp
    );
}
