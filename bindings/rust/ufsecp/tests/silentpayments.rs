//! BIP-352's official vectors (bip352/send_and_receive_test_vectors.json) through the safe
//! API, every case: sending (input keys extracted here by BIP-352's rules and checked
//! against input_pub_keys, every address decoded, the outputs one of the expected sets, or
//! the expected failure) and receiving (public data, shared secret, every address encoded
//! and decoded, the scan with the label table giving exactly the expected outputs and
//! tweaks, b_spend + tweak = the output key, the vector's signature, the light-client
//! output key, and the batch scanner on 1 and 2 threads equal to the single scan).
mod common;
use common::*;
use serde_json::Value;
use ufsecp::silentpayments::{self as sp, Label, Labels, Recipient, Transaction};
use ufsecp::{address, schnorr, Error, PublicKey, SecretKey, XOnlyPublicKey};

// SHA-256("message"), what the vectors sign (BIP-352's reference.py).
const MSG: &str = "ab530a13e45914982b79f9b7e3fba994cfd1f3fb22f71cea1afbf02b460c6d1d";
// BIP-341's NUMS point H (x only).
const NUMS_H: &str = "50929b74c1a04954b78b4b6035e97a5e078a5a0f28ec96d547bfee9ace803ac0";

fn parse_witness(w: &[u8]) -> Vec<Vec<u8>> {
    let mut items = Vec::new();
    if w.is_empty() {
        return items;
    }
    let mut pos = 0;
    let cs = |pos: &mut usize| -> usize {
        let c = w[*pos];
        *pos += 1;
        if c < 0xfd {
            return c as usize;
        }
        let n = match c {
            0xfd => 2,
            0xfe => 4,
            _ => 8,
        };
        let mut v = 0usize;
        for i in 0..n {
            v |= (w[*pos] as usize) << (8 * i);
            *pos += 1;
        }
        v
    };
    let n = cs(&mut pos);
    for _ in 0..n {
        let len = cs(&mut pos);
        items.push(w[pos..pos + len].to_vec());
        pos += len;
    }
    items
}

fn hash160(pk33: &[u8]) -> Option<[u8; 20]> {
    let pk = PublicKey::from_slice(pk33).ok()?;
    let a = address::p2pkh(0, &pk, true).ok()?;
    Some(address::base58_decode(&a).ok()?.1)
}

fn is_compressed(k: &[u8]) -> bool {
    k.len() == 33 && (k[0] == 2 || k[0] == 3)
}

enum Key {
    Taproot([u8; 32]),
    Plain([u8; 33]),
}

fn extract(vin: &Value) -> Option<Key> {
    let spk = unhex(vin["prevout"]["scriptPubKey"]["hex"].as_str().unwrap());
    let ss = unhex(vin["scriptSig"].as_str().unwrap());
    let wit = parse_witness(&unhex(vin["txinwitness"].as_str().unwrap()));
    let plain = |k: &[u8]| is_compressed(k).then(|| Key::Plain(k.try_into().unwrap()));
    if spk.len() == 25 && spk[..3] == [0x76, 0xa9, 0x14] && spk[23..] == [0x88, 0xac] {
        for i in (33..=ss.len()).rev() {
            if hash160(&ss[i - 33..i]).is_some_and(|h| h[..] == spk[3..23]) {
                return plain(&ss[i - 33..i]);
            }
        }
        return None;
    }
    if spk.len() == 23 && spk[..2] == [0xa9, 0x14] && spk[22] == 0x87 {
        if ss.len() == 23 && ss[..3] == [0x16, 0x00, 0x14] {
            return wit.last().and_then(|k| plain(k));
        }
        return None;
    }
    if spk.len() == 22 && spk[..2] == [0x00, 0x14] {
        return wit.last().and_then(|k| plain(k));
    }
    if spk.len() == 34 && spk[..2] == [0x51, 0x20] {
        let mut st = wit;
        if st.len() >= 2 && st.last().unwrap().first() == Some(&0x50) {
            st.pop(); // annex
        }
        if st.len() > 1 {
            let cb = st.last().unwrap();
            if cb.len() >= 33 && hex::encode(&cb[1..33]) == NUMS_H {
                return None;
            }
        }
        return Some(Key::Taproot(spk[2..].try_into().unwrap()));
    }
    None
}

#[derive(Default)]
struct Inputs {
    outpoints: Vec<[u8; 36]>,
    xonly: Vec<[u8; 32]>,
    plain: Vec<[u8; 33]>,
    pub_hex: Vec<String>,
    tr_sec: Vec<SecretKey>,
    plain_sec: Vec<SecretKey>,
}

fn read_inputs(vins: &Value, with_secrets: bool) -> Inputs {
    let mut inp = Inputs::default();
    for v in vins.as_array().unwrap() {
        let mut op = [0u8; 36];
        let mut txid = unhex(v["txid"].as_str().unwrap());
        txid.reverse();
        op[..32].copy_from_slice(&txid);
        op[32..].copy_from_slice(&(v["vout"].as_u64().unwrap() as u32).to_le_bytes());
        inp.outpoints.push(op);
        let sec = || SecretKey::from_bytes(&arr(v["private_key"].as_str().unwrap())).unwrap();
        match extract(v) {
            Some(Key::Taproot(k)) => {
                inp.xonly.push(k);
                inp.pub_hex.push(format!("02{}", hex::encode(k)));
                if with_secrets {
                    inp.tr_sec.push(sec());
                }
            }
            Some(Key::Plain(k)) => {
                inp.plain.push(k);
                inp.pub_hex.push(hex::encode(k));
                if with_secrets {
                    inp.plain_sec.push(sec());
                }
            }
            None => {}
        }
    }
    inp
}

fn strs(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_string())
        .collect()
}

fn sending(s: &Value, name: &str) {
    let (g, e) = (&s["given"], &s["expected"]);
    let inp = read_inputs(&g["vin"], true);
    if !e["input_pub_keys"].is_null() {
        assert_eq!(strs(&e["input_pub_keys"]), inp.pub_hex, "{name} input_pub_keys");
    }
    let mut rec = Vec::new();
    for r in g["recipients"].as_array().unwrap() {
        let addr = r["address"].as_str().unwrap();
        let (scan, spend, testnet, version) = sp::address_decode(addr).unwrap();
        assert_eq!(
            hex::encode(scan.serialize()),
            r["scan_pub_key"].as_str().unwrap(),
            "{name}"
        );
        assert_eq!(
            hex::encode(spend.serialize()),
            r["spend_pub_key"].as_str().unwrap(),
            "{name}"
        );
        assert_eq!((version, testnet), (0, addr.starts_with("tsp1")), "{name}");
        for _ in 0..r["count"].as_u64().unwrap_or(1) {
            rec.push(Recipient { scan, spend });
        }
    }
    let outs = e["outputs"].as_array().unwrap();
    let expect_none = outs.len() == 1 && outs[0].as_array().unwrap().is_empty();
    let smallest = sp::smallest_outpoint(&inp.outpoints).unwrap();
    let res = sp::create_outputs(&rec, &smallest, &inp.tr_sec, &inp.plain_sec);
    if expect_none {
        let want = if rec.len() > sp::KMAX {
            Error::SpTooManyRecipients
        } else {
            Error::Infinity
        };
        assert_eq!(res.unwrap_err(), want, "{name}");
        return;
    }
    let mut mine: Vec<String> = res.unwrap().iter().map(hex::encode).collect();
    mine.sort();
    let any = outs.iter().any(|set| {
        let mut want = strs(set);
        want.sort();
        want == mine
    });
    assert!(any, "{name}: outputs are not one of the expected sets");
}

fn receiving(r: &Value, name: &str) {
    let (g, e) = (&r["given"], &r["expected"]);
    let inp = read_inputs(&g["vin"], false);
    let bscan = SecretKey::from_bytes(&arr(g["key_material"]["scan_priv_key"].as_str().unwrap())).unwrap();
    let bspend = SecretKey::from_bytes(&arr(g["key_material"]["spend_priv_key"].as_str().unwrap())).unwrap();
    let (big_scan, big_spend) = (bscan.public_key(), bspend.public_key());
    let ms: Vec<u32> = g["labels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_u64().unwrap() as u32)
        .collect();
    let mut spends = vec![big_spend];
    for &m in &ms {
        spends.push(Label::new(&bscan, m).spend_key(&big_spend).unwrap());
    }
    let addrs = strs(&e["addresses"]);
    assert_eq!(addrs.len(), spends.len(), "{name} address count");
    for (want, spend) in addrs.iter().zip(&spends) {
        let testnet = want.starts_with("tsp1");
        assert_eq!(&sp::address_encode(&big_scan, spend, testnet).unwrap(), want, "{name}");
        assert_eq!(
            sp::address_decode(want).unwrap(),
            (big_scan, *spend, testnet, 0),
            "{name}"
        );
    }
    let smallest = sp::smallest_outpoint(&inp.outpoints).unwrap();
    let pd = sp::public_data(&smallest, &inp.xonly, &inp.plain);
    if e["tweak"].is_null() {
        assert_eq!(pd.unwrap_err(), Error::Infinity, "{name}");
        return;
    }
    let pd = pd.unwrap();
    assert_eq!(hex::encode(pd), e["tweak"].as_str().unwrap(), "{name} tweak");
    let ss = sp::shared_secret(&bscan, &pd).unwrap();
    assert_eq!(
        hex::encode(ss.secret_bytes()),
        e["shared_secret"].as_str().unwrap(),
        "{name}"
    );
    let outputs: Vec<[u8; 32]> = strs(&g["outputs"]).iter().map(|o| arr(o)).collect();
    let labels = Labels::new(&bscan, &ms).unwrap();
    let found = sp::scan(&bscan, &big_spend, &pd, &outputs, &labels).unwrap();
    if let Some(n) = e["n_outputs"].as_u64() {
        assert_eq!(found.len() as u64, n, "{name} n_outputs");
    }
    if let Some(want) = e["outputs"].as_array() {
        assert_eq!(found.len(), want.len(), "{name} found count");
        let msg = unhex(MSG);
        for w in want {
            let pk = w["pub_key"].as_str().unwrap();
            let f = found
                .iter()
                .find(|f| hex::encode(outputs[f.output_index as usize]) == pk)
                .unwrap_or_else(|| panic!("{name}: expected output {pk} not found"));
            assert_eq!(hex::encode(f.tweak), w["priv_key_tweak"].as_str().unwrap(), "{name}");
            let d = bspend.add_tweak(&f.tweak).unwrap();
            assert_eq!(
                hex::encode(d.x_only_public_key().0.serialize()),
                pk,
                "{name} b_spend + tweak"
            );
            let sig = schnorr::Signature::from_slice(&unhex(w["signature"].as_str().unwrap())).unwrap();
            let xo = XOnlyPublicKey::from_bytes(&outputs[f.output_index as usize]).unwrap();
            schnorr::verify(&sig, &msg, &xo).unwrap();
            if f.label.is_none() {
                assert_eq!(
                    hex::encode(ss.output_key(&big_spend, f.k).unwrap()),
                    pk,
                    "{name} light client"
                );
            }
        }
    }
    for threads in 1..=2 {
        let tx = Transaction {
            public_data: &pd,
            outputs: &outputs,
        };
        let batch = sp::scan_batch(&bscan, &big_spend, &[tx, tx], &labels, threads).unwrap();
        assert_eq!(
            batch,
            vec![found.clone(), found.clone()],
            "{name} batch == single ({threads} threads)"
        );
    }
}

#[test]
fn bip352_vectors() {
    let v = read_json("bip352/send_and_receive_test_vectors.json");
    let cases = v.as_array().unwrap();
    assert!(cases.len() >= 28, "bip352 vector count");
    let (mut ns, mut nr) = (0, 0);
    for (i, c) in cases.iter().enumerate() {
        let name = format!("bip352[{i}] {}", c["comment"].as_str().unwrap_or(""));
        for s in c["sending"].as_array().unwrap() {
            sending(s, &format!("{name} send"));
            ns += 1;
        }
        for (j, r) in c["receiving"].as_array().unwrap().iter().enumerate() {
            receiving(r, &format!("{name} receive {j}"));
            nr += 1;
        }
    }
    assert!(ns >= 28 && nr >= 28, "{ns} sending, {nr} receiving cases");
}

#[test]
fn silentpayments_bad_input() {
    let k = SecretKey::from_bytes(&[1; 32]).unwrap();
    assert_eq!(sp::smallest_outpoint(&[]).unwrap_err(), Error::BadLength);
    assert_eq!(sp::public_data(&[0; 36], &[], &[]).unwrap_err(), Error::Infinity);
    assert!(sp::address_decode("sp1qqq").is_err());
    assert_eq!(Labels::new(&k, &[1, 1]).unwrap_err(), Error::BadArg);
    let ss = sp::shared_secret(&k, &k.public_key().serialize()).unwrap();
    assert_eq!(
        ss.output_key(&k.public_key(), sp::KMAX as u32).unwrap_err(),
        Error::BadArg
    );
    assert_eq!(format!("{ss:?}"), "SharedSecret(..)");
}
