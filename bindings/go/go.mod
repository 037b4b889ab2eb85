module github.com/ufsecp/ufsecp/bindings/go

go 1.24.0
