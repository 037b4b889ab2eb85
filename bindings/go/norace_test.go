// ufsecp Go binding — raceEnabled is false without the race detector (see race_test.go).

//go:build !race

package ufsecp

const raceEnabled = false
