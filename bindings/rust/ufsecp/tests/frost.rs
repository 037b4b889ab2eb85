//! FROST's official vectors through the safe API, every file under frost/:
//!   rfc9591-cfrg/frost-secp256k1-sha256.json, zf-frost-secp256k1{,-tr}/vectors.json and
//!   vectors-big-identifier.json: the dealer's shares and group key, share checks, round one
//!   (commitments from the given randomness), round two (signature shares), share
//!   verification, aggregation with and without the share checks, verification (and BIP-340
//!   for -tr), a corrupted share named;
//!   zf-frost-secp256k1{,-tr}/vectors_dkg.json: commitments, proofs of knowledge (published
//!   and ours), round-2 shares, final shares, public shares, group key, a bad proof and a bad
//!   share named;
//!   zf-frost-secp256k1{,-tr}/elements.json: the invalid element refused everywhere;
//!   zf-frost-secp256k1{,-tr}/repair-share.json (scalar sums) and samples.json (elements G and
//!   2G, identifier 42, the proof's size and scalar);
//!   bip445-frost-signing-draft/*.json (all six): nonce generation, aggregation, sign and
//!   partial-signature verification with every error case (status and culprit), tweaks,
//!   signature aggregation, deterministic signing.
mod common;
use common::*;
use serde_json::Value;
use ufsecp::frost::bip445::{self, Signers, Tweak};
use ufsecp::frost::{self, Blame, Identifier, Round1Package, SigningPackage, Suite};
use ufsecp::{schnorr, Error, PublicKey, SecretKey};

fn num(v: &Value) -> u32 {
    match v {
        Value::String(s) => s.parse().unwrap(),
        _ => v.as_u64().unwrap() as u32,
    }
}
fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_else(|| panic!("not a string: {v}"))
}
/// Expected hex, lowercase (the BIP-445 files write uppercase).
fn lc(v: &Value) -> String {
    s(v).to_ascii_lowercase()
}
fn sk(h: &str) -> SecretKey {
    SecretKey::from_bytes(&arr(h)).unwrap()
}

fn signing_run(file: &str, suite: Suite) {
    let doc = read_json(file);
    let inp = &doc["inputs"];
    let pk_hex = inp.get("group_public_key").unwrap_or(&inp["verifying_key_key"]);
    let pk: [u8; 33] = arr(s(pk_hex));
    let msg = unhex(s(&inp["message"]));
    let t = num(&doc["config"]["MIN_PARTICIPANTS"]) as usize;
    let coeffs: Vec<SecretKey> = inp["share_polynomial_coefficients"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| sk(s(c)))
        .collect();
    assert_eq!(coeffs.len() + 1, t, "{file}");
    let shares = inp["participant_shares"].as_array().unwrap();
    let ids: Vec<Identifier> = shares
        .iter()
        .map(|p| Identifier::from_u32(num(&p["identifier"])))
        .collect();
    let dealt = frost::dealer_keygen(&sk(s(&inp["group_secret_key"])), &coeffs, &ids).unwrap();
    assert_eq!(dealt.group_pk, pk, "{file}: group key");
    for (i, p) in shares.iter().enumerate() {
        assert_eq!(
            dealt.shares[i].secret_bytes(),
            arr::<32>(s(&p["participant_share"])),
            "{file}: share {i}"
        );
        frost::share_verify(&ids[i], &dealt.shares[i], &dealt.commitments).unwrap();
    }
    let share_of = |id: u32| -> SecretKey {
        let p = shares
            .iter()
            .find(|p| num(&p["identifier"]) == id)
            .expect("share of identifier");
        sk(s(&p["participant_share"]))
    };
    let r1 = doc["round_one_outputs"]["outputs"].as_array().unwrap();
    let sids: Vec<Identifier> = r1.iter().map(|o| Identifier::from_u32(num(&o["identifier"]))).collect();
    let mut nonces = Vec::new();
    let mut pubnonces = Vec::new();
    let mut pubshares = Vec::new();
    for (i, o) in r1.iter().enumerate() {
        let (sn, pn) = frost::nonce_gen(
            suite,
            &share_of(num(&o["identifier"])),
            &arr(s(&o["hiding_nonce_randomness"])),
            &arr(s(&o["binding_nonce_randomness"])),
        )
        .unwrap();
        assert_eq!(
            hex::encode(&pn[..33]),
            lc(&o["hiding_nonce_commitment"]),
            "{file}: hiding {i}"
        );
        assert_eq!(
            hex::encode(&pn[33..]),
            lc(&o["binding_nonce_commitment"]),
            "{file}: binding {i}"
        );
        nonces.push(sn);
        pubnonces.push(pn);
        pubshares.push(frost::pubshare_from_commitments(&sids[i], &dealt.commitments).unwrap());
    }
    let pkg = SigningPackage {
        suite,
        group_pk: &pk,
        tweak: None,
        msg: &msg,
        ids: &sids,
        pubnonces: &pubnonces,
    };
    let r2 = doc["round_two_outputs"]["outputs"].as_array().unwrap();
    let mut sigshares = Vec::new();
    for (i, sn) in nonces.into_iter().enumerate() {
        let z = frost::sign(sn, &share_of(num(&r1[i]["identifier"])), &sids[i], &pkg).unwrap();
        assert_eq!(hex::encode(z), lc(&r2[i]["sig_share"]), "{file}: sig share {i}");
        frost::verify_share(&pkg, &z, &sids[i], &pubshares[i]).unwrap();
        sigshares.push(z);
    }
    let sig_hex = s(&doc["final_output"]["sig"]);
    for with_pub in [false, true] {
        let sig = frost::aggregate(&pkg, &sigshares, with_pub.then_some(&pubshares[..])).unwrap();
        assert_eq!(hex::encode(&sig), sig_hex, "{file}: signature");
        frost::verify(suite, &sig, &msg, &pk, None).unwrap();
        if suite == Suite::Taproot {
            let xo = frost::tr_output_key(&pk, None).unwrap();
            schnorr::verify(&schnorr::Signature::from_slice(&sig).unwrap(), &msg, &xo).unwrap();
        }
    }
    let n = sigshares.len();
    let mut bad = sigshares.clone();
    bad[n - 1][31] ^= 1;
    assert_eq!(
        frost::aggregate(&pkg, &bad, Some(&pubshares)).unwrap_err(),
        Blame {
            error: Error::FrostBadShare,
            culprit: Some(n - 1)
        },
        "{file}: corrupted share named"
    );
    assert_eq!(
        frost::verify_share(&pkg, &bad[n - 1], &sids[n - 1], &pubshares[n - 1]),
        Err(Error::FrostBadShare)
    );
}

#[test]
fn frost_signing_runs() {
    signing_run("frost/rfc9591-cfrg/frost-secp256k1-sha256.json", Suite::Rfc9591);
    signing_run("frost/zf-frost-secp256k1/vectors.json", Suite::Rfc9591);
    signing_run("frost/zf-frost-secp256k1/vectors-big-identifier.json", Suite::Rfc9591);
    signing_run("frost/zf-frost-secp256k1-tr/vectors.json", Suite::Taproot);
    signing_run(
        "frost/zf-frost-secp256k1-tr/vectors-big-identifier.json",
        Suite::Taproot,
    );
}

fn dkg_run(file: &str, suite: Suite) {
    let doc = read_json(file);
    let inp = &doc["inputs"];
    let n = num(&doc["config"]["MAX_PARTICIPANTS"]) as usize;
    let t = num(&doc["config"]["MIN_PARTICIPANTS"]) as usize;
    assert_eq!(t, 2, "{file}: the vector is 2-of-n");
    let mut ids = Vec::new();
    let mut coeffs = Vec::new();
    let mut published = Vec::new();
    let mut ours = Vec::new();
    for i in 0..n {
        let p = &inp[(i + 1).to_string()];
        let id = Identifier::from_u32(num(&p["identifier"]));
        ids.push(id);
        let c = vec![sk(s(&p["signing_key"])), sk(s(&p["coefficient"]))];
        let cms: Vec<[u8; 33]> = p["vss_commitments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| arr(s(c)))
            .collect();
        let pkg = Round1Package {
            commitments: cms,
            pok: unhex(s(&p["proof_of_knowledge"])),
        };
        assert_eq!(pkg.pok.len(), suite.signature_size(), "{file}: proof size");
        let mine = frost::dkg_round1(suite, &id, &c, &SecretKey::from_bytes(&[0x5a + i as u8; 32]).unwrap()).unwrap();
        assert_eq!(mine.commitments, pkg.commitments, "{file}: commitments {i}");
        published.push(pkg);
        ours.push(mine);
        coeffs.push(c);
    }
    frost::dkg_round1_verify(suite, &ids, &published, t).unwrap();
    frost::dkg_round1_verify(suite, &ids, &ours, t).unwrap();
    let mut bad = published.clone();
    *bad[1].pok.last_mut().unwrap() ^= 1;
    assert_eq!(
        frost::dkg_round1_verify(suite, &ids, &bad, t).unwrap_err(),
        Blame {
            error: Error::BadSignature,
            culprit: Some(1)
        },
        "{file}: a bad proof is named"
    );
    let cms: Vec<Vec<[u8; 33]>> = published.iter().map(|p| p.commitments.clone()).collect();
    let sums = frost::dkg_group_commitments(&cms, t).unwrap();
    for j in 0..n {
        let pj = &inp[(j + 1).to_string()];
        let shares: Vec<SecretKey> = (0..n)
            .map(|i| frost::dkg_round2_share(&coeffs[i], &ids[j]).unwrap())
            .collect();
        for i in (0..n).filter(|&i| i != j) {
            assert_eq!(
                hex::encode(shares[i].secret_bytes()),
                s(&pj["signing_shares"][(i + 1).to_string()]),
                "{file}"
            );
        }
        let kp = frost::dkg_finalize(&ids[j], &ids, &cms, &shares, t).unwrap();
        let (mut share, mut pubshare, mut group) = (
            kp.share.clone(),
            PublicKey::from_slice(&kp.pubshare).unwrap(),
            PublicKey::from_slice(&kp.group_pk).unwrap(),
        );
        if suite == Suite::Taproot {
            // ZF's -tr key packages come out of the DKG Taproot-tweaked (key path, no tree):
            // Q = even(P) + t*G, share g*s + t, pubshare g*Y + t*G, g = -1 when P has odd y.
            let tw = frost::tr_taproot_tweak(&kp.group_pk, None).unwrap();
            if kp.group_pk[0] == 0x03 {
                share = share.negate();
                pubshare = pubshare.negate();
                group = group.negate();
            }
            share = share.add_tweak(&tw).unwrap();
            pubshare = pubshare.add_tweak(&tw).unwrap();
            group = group.add_tweak(&tw).unwrap();
        }
        assert_eq!(
            hex::encode(share.secret_bytes()),
            lc(&pj["signing_share"]),
            "{file}: signing share {j}"
        );
        assert_eq!(
            hex::encode(pubshare.serialize()),
            lc(&pj["verifying_share"]),
            "{file}: verifying share {j}"
        );
        assert_eq!(
            hex::encode(group.serialize()),
            lc(&inp["verifying_key"]),
            "{file}: group key"
        );
        let q = frost::pubshare_from_commitments(&ids[j], &sums).unwrap();
        assert_eq!(q, kp.pubshare, "{file}: pubshare from the sums");
        let mut cheat = shares.clone();
        let k = (j + 1) % n;
        let mut b = cheat[k].secret_bytes();
        b[5] ^= 0x40;
        cheat[k] = SecretKey::from_bytes(&b).unwrap();
        assert_eq!(
            frost::dkg_finalize(&ids[j], &ids, &cms, &cheat, t).unwrap_err(),
            Blame {
                error: Error::FrostBadShare,
                culprit: Some(k)
            },
            "{file}: a bad share is named"
        );
    }
}

#[test]
fn frost_dkg_runs() {
    dkg_run("frost/zf-frost-secp256k1/vectors_dkg.json", Suite::Rfc9591);
    dkg_run("frost/zf-frost-secp256k1-tr/vectors_dkg.json", Suite::Taproot);
}

fn invalid_element(file: &str, suite: Suite) {
    let doc = read_json(file);
    let el: [u8; 33] = arr(s(&doc["elements"]["invalid_element"]));
    assert_eq!(
        frost::pubshare_from_commitments(&Identifier([1; 32]), &[el]),
        Err(Error::BadPublicKey),
        "{file}"
    );
    if suite == Suite::Taproot {
        assert_eq!(
            frost::tr_output_key(&el, None).unwrap_err(),
            Error::BadPublicKey,
            "{file}"
        );
    }
    let g: [u8; 33] = arr("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    let mut pn = [0u8; 66];
    pn[..33].copy_from_slice(&el);
    pn[33..].copy_from_slice(&el);
    let ids = [Identifier::from_u32(1)];
    let pubnonces = [pn];
    let pkg = SigningPackage {
        suite,
        group_pk: &g,
        tweak: None,
        msg: &[],
        ids: &ids,
        pubnonces: &pubnonces,
    };
    let mut z = [0u8; 32];
    z[0] = 1;
    assert_eq!(
        frost::aggregate(&pkg, &[z], None).unwrap_err().error,
        Error::FrostBadPublicNonce,
        "{file}"
    );
}

#[test]
fn frost_elements_and_other_files() {
    invalid_element("frost/zf-frost-secp256k1/elements.json", Suite::Rfc9591);
    invalid_element("frost/zf-frost-secp256k1-tr/elements.json", Suite::Taproot);
    // repair-share.json (ZF's share repair: no ufsecp API beyond scalar sums) and
    // samples.json (ZF's serialization samples): checked with the key API.
    for (dir, suite) in [
        ("zf-frost-secp256k1", Suite::Rfc9591),
        ("zf-frost-secp256k1-tr", Suite::Taproot),
    ] {
        let r = read_json(&format!("frost/{dir}/repair-share.json"));
        for (group, prefix, n, sum) in [
            ("scalar_generation", "random_scalar_", 3, "random_scalar_sum"),
            ("sigma_generation", "sigma_", 4, "sigma_sum"),
        ] {
            let g = &r[group];
            let mut acc = sk(s(&g[format!("{prefix}1")]));
            for i in 2..=n {
                acc = acc.add_tweak(&arr(s(&g[format!("{prefix}{i}")]))).unwrap();
            }
            assert_eq!(
                hex::encode(acc.secret_bytes()),
                lc(&g[sum]),
                "{dir} repair-share {group}"
            );
        }
        let smp = read_json(&format!("frost/{dir}/samples.json"));
        let one = SecretKey::from_bytes(&{
            let mut b = [0u8; 32];
            b[31] = 1;
            b
        })
        .unwrap();
        assert_eq!(
            hex::encode(one.public_key().serialize()),
            lc(&smp["element1"]),
            "{dir} element1 = G"
        );
        let two = one.add_tweak(&one.secret_bytes()).unwrap();
        assert_eq!(
            hex::encode(two.public_key().serialize()),
            lc(&smp["element2"]),
            "{dir} element2 = 2G"
        );
        assert_eq!(Identifier(arr(s(&smp["identifier"]))), Identifier::from_u32(42));
        let pok = unhex(s(&smp["proof_of_knowledge"]));
        assert_eq!(pok.len(), suite.signature_size(), "{dir} proof size");
        assert_eq!(
            hex::encode(&pok[pok.len() - 32..]),
            lc(&smp["scalar1"]),
            "{dir} proof's scalar"
        );
    }
}

// ---- draft BIP-445 ---------------------------------------------------------------------------
const BIP: &str = "frost/bip445-frost-signing-draft/";

fn expect_of(err: &Value) -> (Error, Option<usize>) {
    let ty = s(&err["type"]);
    if ty == "InvalidContributionError" {
        let idx = err["signer_index"].as_u64().map(|i| i as usize);
        return match s(&err["contrib"]) {
            "pubnonce" => (Error::FrostBadPublicNonce, idx),
            "aggnonce" | "aggothernonce" => (Error::FrostBadAggregateNonce, None),
            "psig" => (Error::FrostBadShare, idx),
            c => panic!("unknown contribution {c}"),
        };
    }
    let m = s(&err["message"]);
    if let Some(i) = m.strip_prefix("Invalid pubshare at index ") {
        return (Error::BadPublicKey, Some(i.trim_end_matches('.').parse().unwrap()));
    }
    let e = match m {
        "The number of signers must be between t and n." => Error::BadArg,
        "The participant identifier list contains duplicate elements." => Error::FrostBadIdentifier,
        _ if m.contains("is out of range") && m.contains("participant identifier") => Error::FrostBadIdentifier,
        "The provided key material is incorrect." => Error::FrostBadKeyMaterial,
        _ if m.starts_with("The signer's id must be present")
            || m.starts_with("The signer's pubshare must be included") =>
        {
            Error::FrostSignerMissing
        }
        "The signer's secret share value is out of range." => Error::BadSecretKey,
        "first secnonce value is out of range." | "second secnonce value is out of range." => Error::FrostBadNonce,
        "The tweak value is out of range." | "The result of tweaking cannot be infinity." => Error::BadTweak,
        "The tweak must be a 32-byte array." => Error::BadLength,
        "The tweaks and is_xonly arrays must have the same length."
        | "The psigs and ids arrays must have the same length." => Error::FrostListLength,
        _ => panic!("unknown error message: {m}"),
    };
    (e, None)
}

fn expect_result<T: std::fmt::Debug>(
    got: Result<T, Blame>,
    want: Option<(Error, Option<usize>)>,
    what: &str,
) -> Option<T> {
    match (got, want) {
        (Ok(v), None) => Some(v),
        (Err(b), Some((e, c))) => {
            assert_eq!(b.error, e, "{what}");
            if c.is_some() {
                assert_eq!(b.culprit, c, "{what}: culprit");
            }
            None
        }
        (got, want) => panic!("{what}: got {got:?}, want {want:?}"),
    }
}

struct Ctx {
    n: usize,
    t: usize,
    ids: Vec<u32>,
    pubshares: Vec<[u8; 33]>,
    thresh_pk: [u8; 33],
    tweaks: Result<Vec<Tweak>, Blame>,
}
impl Ctx {
    fn new(g: &Value, tc: &Value) -> Ctx {
        let ids = tc["ids"].as_array().unwrap().iter().map(num).collect();
        let pubshares = tc["pubshare_indices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| arr(s(&g["pubshares"][num(i) as usize])))
            .collect();
        let mut items: Vec<Vec<u8>> = Vec::new();
        if let Some(ti) = tc["tweak_indices"].as_array() {
            items.extend(ti.iter().map(|i| unhex(s(&g["tweaks"][num(i) as usize]))));
        }
        if let Some(tw) = tc["tweaks"].as_array() {
            items.extend(tw.iter().map(|t| unhex(s(t))));
        }
        let modes: Vec<bool> = tc["is_xonly"]
            .as_array()
            .map_or(vec![], |a| a.iter().map(|b| b.as_bool().unwrap()).collect());
        let refs: Vec<&[u8]> = items.iter().map(|i| &i[..]).collect();
        Ctx {
            n: num(&g["n"]) as usize,
            t: num(&g["t"]) as usize,
            ids,
            pubshares,
            thresh_pk: arr(s(&g["thresh_pk"])),
            tweaks: bip445::parse_tweaks(&refs, &modes),
        }
    }
    fn signers(&self) -> Signers<'_> {
        Signers {
            n: self.n,
            t: self.t,
            ids: &self.ids,
            pubshares: &self.pubshares,
            thresh_pk: &self.thresh_pk,
        }
    }
}

fn pubnonces_of(g: &Value, tc: &Value) -> Vec<[u8; 66]> {
    tc["pubnonce_indices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| arr(s(&g["pubnonces"][num(i) as usize])))
        .collect()
}

fn what(f: &str, g: &Value, tc: &Value) -> String {
    format!("{f} {} #{}", g["tg_id"], tc["tc_id"])
}

#[test]
fn bip445_nonce_gen() {
    let f = format!("{BIP}nonce_gen_vectors.json");
    let doc = read_json(&f);
    let mut n = 0;
    for tc in doc["valid_tests"].as_array().unwrap() {
        let opt = |k: &str| tc.get(k).and_then(|v| v.as_str()).map(unhex);
        let share = opt("secshare").map(|b| SecretKey::from_slice(&b).unwrap());
        let pubshare: Option<[u8; 33]> = opt("pubshare").map(|b| b.try_into().unwrap());
        let tpk: Option<[u8; 32]> = opt("thresh_pk").map(|b| b.try_into().unwrap());
        let (msg, extra) = (opt("msg"), opt("extra_in"));
        let (_sn, pn) = bip445::nonce_gen(
            &arr(s(&tc["rand_"])),
            share.as_ref(),
            pubshare.as_ref(),
            tpk.as_ref(),
            msg.as_deref(),
            extra.as_deref(),
        )
        .unwrap();
        assert_eq!(hex::encode(pn), lc(&tc["expected"][1]), "{f} #{}", tc["tc_id"]);
        bip445::SecretNonce::from_bytes(&arr(s(&tc["expected"][0]))).unwrap();
        n += 1;
    }
    assert!(n > 0);
}

#[test]
fn bip445_nonce_agg() {
    let f = format!("{BIP}nonce_agg_vectors.json");
    let doc = read_json(&f);
    let pool = |tc: &Value| -> Vec<[u8; 66]> {
        tc["pubnonce_indices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| arr(s(&doc["pubnonces"][num(i) as usize])))
            .collect()
    };
    for tc in doc["valid_tests"].as_array().unwrap() {
        assert_eq!(
            hex::encode(bip445::nonce_agg(&pool(tc)).unwrap()),
            lc(&tc["expected"]),
            "{f}"
        );
    }
    for tc in doc["error_tests"].as_array().unwrap() {
        expect_result(
            bip445::nonce_agg(&pool(tc)),
            Some(expect_of(&tc["error"])),
            &format!("{f} #{}", tc["tc_id"]),
        );
    }
}

fn sign_case(f: &str, g: &Value, tc: &Value, valid: bool) {
    let w = what(f, g, tc);
    let c = Ctx::new(g, tc);
    let want = (!valid).then(|| expect_of(&tc["error"]));
    let tweaks = match &c.tweaks {
        Ok(t) => t.clone(),
        Err(b) => {
            expect_result::<()>(Err(*b), want, &format!("{w} (tweak list)"));
            return;
        }
    };
    let my_id = num(&tc["my_id"]);
    let msg = unhex(s(&tc["msg"]));
    let agg: [u8; 66] = arr(s(&tc["aggnonce"]));
    let res = SecretKey::from_bytes(&arr(s(&g["secshares"][num(&tc["secshare_index"]) as usize])))
        .and_then(|k| {
            Ok((
                k,
                bip445::SecretNonce::from_bytes(&arr(s(&g["secnonces"][num(&tc["secnonce_index"]) as usize])))?,
            ))
        })
        .map_err(|error| Blame { error, culprit: None })
        .and_then(|(k, sn)| bip445::sign(sn, &k, my_id, &c.signers(), &agg, &tweaks, &msg));
    let Some(psig) = expect_result(res, want, &w) else {
        return;
    };
    assert_eq!(hex::encode(psig), lc(&tc["expected"]), "{w}: psig");
    if tc.get("pubnonce_indices").is_some() {
        let idx = c.ids.iter().position(|&i| i == my_id).unwrap();
        bip445::partial_sig_verify(&psig, &pubnonces_of(g, tc), &c.signers(), &tweaks, &msg, idx).unwrap();
    }
}

#[test]
fn bip445_sign_verify() {
    let f = format!("{BIP}sign_verify_vectors.json");
    let doc = read_json(&f);
    let mut n = 0;
    for g in doc["test_groups"].as_array().unwrap() {
        for tc in g["valid_tests"].as_array().unwrap() {
            sign_case(&f, g, tc, true);
            n += 1;
        }
        for tc in g["sign_error_tests"].as_array().unwrap() {
            sign_case(&f, g, tc, false);
            n += 1;
        }
        for kind in ["verify_fail_tests", "verify_error_tests"] {
            for tc in g[kind].as_array().unwrap() {
                n += 1;
                let w = what(&f, g, tc);
                let c = Ctx::new(g, tc);
                let want = Some(tc.get("error").map_or((Error::FrostBadShare, None), expect_of));
                let tweaks = match &c.tweaks {
                    Ok(t) => t.clone(),
                    Err(b) => {
                        expect_result::<()>(Err(*b), want, &format!("{w} (tweak list)"));
                        continue;
                    }
                };
                let msg = unhex(s(&tc["msg"]));
                let res = bip445::partial_sig_verify(
                    &arr(s(&tc["psig"])),
                    &pubnonces_of(g, tc),
                    &c.signers(),
                    &tweaks,
                    &msg,
                    num(&tc["signer_index"]) as usize,
                );
                expect_result(res, want, &w);
            }
        }
    }
    assert!(n > 10);
}

#[test]
fn bip445_tweak() {
    let f = format!("{BIP}tweak_vectors.json");
    let doc = read_json(&f);
    for g in doc["test_groups"].as_array().unwrap() {
        for tc in g["valid_tests"].as_array().unwrap() {
            sign_case(&f, g, tc, true);
        }
        for tc in g["error_tests"].as_array().unwrap() {
            sign_case(&f, g, tc, false);
        }
    }
}

#[test]
fn bip445_sig_agg() {
    let f = format!("{BIP}sig_agg_vectors.json");
    let doc = read_json(&f);
    for g in doc["test_groups"].as_array().unwrap() {
        for (kind, valid) in [("valid_tests", true), ("error_tests", false)] {
            for tc in g[kind].as_array().unwrap() {
                let w = what(&f, g, tc);
                let c = Ctx::new(g, tc);
                let want = (!valid).then(|| expect_of(&tc["error"]));
                let tweaks = match &c.tweaks {
                    Ok(t) => t.clone(),
                    Err(b) => {
                        expect_result::<()>(Err(*b), want, &format!("{w} (tweak list)"));
                        continue;
                    }
                };
                let psigs: Vec<[u8; 32]> = tc["psigs"].as_array().unwrap().iter().map(|p| arr(s(p))).collect();
                let msg = unhex(s(&tc["msg"]));
                let res = bip445::partial_sig_agg(&psigs, &c.signers(), &arr(s(&tc["aggnonce"])), &tweaks, &msg);
                let Some(sig) = expect_result(res, want, &w) else {
                    continue;
                };
                assert_eq!(hex::encode(sig.serialize()), lc(&tc["expected"]), "{w}");
                let (x, _) = bip445::tweaked_key(&c.thresh_pk, &tweaks).unwrap();
                schnorr::verify(&sig, &msg, &x).unwrap();
            }
        }
    }
}

#[test]
fn bip445_det_sign() {
    let f = format!("{BIP}det_sign_vectors.json");
    let doc = read_json(&f);
    for g in doc["test_groups"].as_array().unwrap() {
        for (kind, valid) in [("valid_tests", true), ("error_tests", false)] {
            for tc in g[kind].as_array().unwrap() {
                let w = what(&f, g, tc);
                let c = Ctx::new(g, tc);
                let want = (!valid).then(|| expect_of(&tc["error"]));
                let tweaks = match &c.tweaks {
                    Ok(t) => t.clone(),
                    Err(b) => {
                        expect_result::<()>(Err(*b), want, &format!("{w} (tweak list)"));
                        continue;
                    }
                };
                let other: Option<[u8; 66]> = tc.get("aggothernonce").and_then(|v| v.as_str()).map(arr);
                let rand: Option<[u8; 32]> = tc.get("rand").and_then(|v| v.as_str()).map(arr);
                let msg = unhex(s(&tc["msg"]));
                let res = SecretKey::from_bytes(&arr(s(&g["secshares"][num(&tc["secshare_index"]) as usize])))
                    .map_err(|error| Blame { error, culprit: None })
                    .and_then(|k| {
                        bip445::deterministic_sign(
                            &k,
                            num(&tc["my_id"]),
                            other.as_ref(),
                            &c.signers(),
                            &tweaks,
                            &msg,
                            rand.as_ref(),
                        )
                    });
                let Some((pn, psig)) = expect_result(res, want, &w) else {
                    continue;
                };
                assert_eq!(hex::encode(pn), lc(&tc["expected"][0]), "{w}: pubnonce");
                assert_eq!(hex::encode(psig), lc(&tc["expected"][1]), "{w}: psig");
            }
        }
    }
}

#[test]
fn frost_nonce_is_single_use_by_type() {
    // SecretNonce is neither Clone nor Copy, and sign takes it by value: a second use does not
    // compile. What can be checked at run time: a nonce of the other suite is refused.
    let ids = [Identifier::from_u32(1)];
    let d = frost::dealer_keygen(&SecretKey::from_bytes(&[3; 32]).unwrap(), &[], &ids).unwrap();
    let (sn, pn) = frost::nonce_gen(Suite::Rfc9591, &d.shares[0], &[1; 32], &[2; 32]).unwrap();
    let pns = [pn];
    let pkg = SigningPackage {
        suite: Suite::Taproot,
        group_pk: &d.group_pk,
        tweak: None,
        msg: b"m",
        ids: &ids,
        pubnonces: &pns,
    };
    assert_eq!(frost::sign(sn, &d.shares[0], &ids[0], &pkg), Err(Error::FrostBadNonce));
    assert_eq!(
        format!(
            "{:?}",
            frost::nonce_gen(Suite::Taproot, &d.shares[0], &[1; 32], &[2; 32])
                .unwrap()
                .0
        ),
        "SecretNonce(..)"
    );
}
