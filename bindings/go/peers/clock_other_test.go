// ufsecp Go binding — benchmark clock (other systems): the monotonic wall clock (see
// clock_linux_test.go for why Linux uses thread CPU time).

//go:build !linux

package peers

import "time"

const benchClockName = "wall clock"

var benchEpoch = time.Now()

func nanotime() int64 { return int64(time.Since(benchEpoch)) }
