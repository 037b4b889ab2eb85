//! silent payments
