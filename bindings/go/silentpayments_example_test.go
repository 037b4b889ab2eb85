package ufsecp_test

import (
	"fmt"

	ufsecp "github.com/ufsecp/ufsecp/bindings/go"
)

// A sender pays a silent-payment address; the recipient's wallet backend scans the
// transaction (here in a batch of one) and finds the output and the tweak that spends it.
func ExampleSPScanner() {
	var bscan, bspend, input ufsecp.SecretKey
	for i := range 32 {
		bscan[i], bspend[i], input[i] = 1, 2, 3
	}
	Bscan, _ := bscan.PublicKey()
	Bspend, _ := bspend.PublicKey()
	addr, _ := ufsecp.SPEncodeAddress(&Bscan, &Bspend, false)
	fmt.Println(addr[:12] + "...")

	// Sender: one P2WPKH input (secret key input), outpoint 00..00:0.
	r, _, _, _ := ufsecp.SPDecodeAddress(addr)
	var op ufsecp.SPOutpoint
	outs, err := ufsecp.SPCreateOutputs([]ufsecp.SPRecipient{r}, &op, nil, []ufsecp.SecretKey{input})
	if err != nil {
		panic(err)
	}

	// Recipient: the public tweak data from the input's public key, then the scan.
	inPub, _ := input.PublicKey()
	c, _ := inPub.SerializeCompressed()
	pd, _ := ufsecp.SPPublicData(&op, nil, [][33]byte{c})
	change, _ := ufsecp.SPCreateLabel(&bscan, 0)
	sc, _ := ufsecp.NewSPScanner(&bscan, &Bspend, []ufsecp.SPLabel{change})
	found, _ := sc.ScanBatch([]ufsecp.SPTx{{PublicData: pd, Outputs: outs}}, 2)
	f := found[0][0]
	d := bspend
	_ = d.TweakAdd(&f.Tweak)
	x, _ := d.XOnlyPublicKey()
	fmt.Println(len(found[0]), f.OutputIndex, f.K, x == outs[0])
	// Output:
	// sp1qqvdcf32k...
	// 1 0 0 true
}
