// ufsecp Go binding — benchmark clock (Linux): the calling thread's CPU time.
//
// The interleaved benchmarks time blocks with CLOCK_THREAD_CPUTIME_ID so that time the
// thread spends descheduled by other processes on a shared machine is not counted
// (they lock the goroutine to its OS thread for this). Falls back to the wall clock if
// the call fails.

//go:build linux

package peers

import (
	"syscall"
	"time"
	"unsafe"
)

const clockThreadCPUTimeID = 3 // CLOCK_THREAD_CPUTIME_ID in <time.h>

// benchClockName says which clock the interleaved benchmarks use.
const benchClockName = "thread CPU time"

func nanotime() int64 {
	var ts syscall.Timespec
	_, _, errno := syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0)
	if errno != 0 {
		return time.Now().UnixNano()
	}
	return ts.Nano()
}
