// ufsecp Go binding — raceEnabled is true when the tests run under the race detector,
// whose instrumentation adds allocations (TestZeroAllocs skips itself then).

//go:build race

package ufsecp

const raceEnabled = true
