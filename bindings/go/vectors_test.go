// ufsecp Go binding — where the official test vectors are. The same rule as the C++ tests
// (tests/support/vectors.hpp): $UFSECP_VECTORS_DIR when set and not empty, else
// ../shared/vectors beside the repository root (this package is bindings/go of the repository,
// so ../../../shared/vectors from here). Nothing is copied into the repository, and a missing
// directory or file fails the test with a message naming the path and the variable.

package ufsecp

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// vectorsDir is the vectors directory and where it came from.
func vectorsDir() (dir string, fromEnv bool) {
	if d := os.Getenv("UFSECP_VECTORS_DIR"); d != "" {
		return d, true
	}
	return filepath.Join("..", "..", "..", "shared", "vectors"), false
}

// loadVector reads one vector file, named relative to the vectors directory.
func loadVector(rel string) ([]byte, error) {
	dir, fromEnv := vectorsDir()
	path := filepath.Join(dir, rel)
	raw, err := os.ReadFile(path)
	if err != nil {
		origin := "the default: UFSECP_VECTORS_DIR is not set"
		if fromEnv {
			origin = "from UFSECP_VECTORS_DIR"
		}
		return nil, fmt.Errorf("test vectors: cannot open %s (vectors directory %s, %s; set UFSECP_VECTORS_DIR "+
			"to the folder holding the official vectors): %w", path, dir, origin, err)
	}
	return raw, nil
}

// mustVector is loadVector that fails the test.
func mustVector(t *testing.T, rel string) []byte {
	t.Helper()
	raw, err := loadVector(rel)
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// A vectors directory without the files: the error names the missing path and the variable.
func TestVectorsMissingFailsLoudly(t *testing.T) {
	empty := t.TempDir()
	t.Setenv("UFSECP_VECTORS_DIR", empty)
	_, err := loadVector("bip340/test-vectors.csv")
	if err == nil {
		t.Fatal("reading from an empty vectors directory succeeded")
	}
	want := fmt.Sprintf("test vectors: cannot open %s (vectors directory %s, from UFSECP_VECTORS_DIR; "+
		"set UFSECP_VECTORS_DIR", filepath.Join(empty, "bip340", "test-vectors.csv"), empty)
	if msg := err.Error(); len(msg) < len(want) || msg[:len(want)] != want {
		t.Fatalf("message %q does not start with %q", msg, want)
	}
}
