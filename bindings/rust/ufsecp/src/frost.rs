//! FROST
