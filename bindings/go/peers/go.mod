module github.com/ufsecp/ufsecp/bindings/go/peers

go 1.24.0

require (
	github.com/btcsuite/btcd v0.24.2
	github.com/btcsuite/btcd/btcec/v2 v2.3.5
	github.com/btcsuite/btcd/btcutil v1.1.6
	github.com/decred/dcrd/dcrec/secp256k1/v4 v4.4.1
	github.com/ethereum/go-ethereum v1.16.7
	github.com/tyler-smith/go-bip39 v1.1.0
	github.com/ufsecp/ufsecp/bindings/go v0.0.0
)

require (
	github.com/btcsuite/btcd/chaincfg/chainhash v1.1.0 // indirect
	github.com/decred/dcrd/crypto/blake256 v1.1.0 // indirect
	golang.org/x/crypto v0.36.0 // indirect
	golang.org/x/sys v0.36.0 // indirect
)

replace github.com/ufsecp/ufsecp/bindings/go => ../
