// Poppler's core library, for the C++ text-layer reader only (its headers are C++ and are never
// imported into Swift): this target exists so that SwiftPM finds them and the library through
// pkg-config.
