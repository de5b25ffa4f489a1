// swift-tools-version:6.0
import PackageDescription

/// libFuzzer harnesses for Docket, one executable per harness. Kept out of the root package so that a
/// plain `swift build` there never needs the sanitizer runtime. Build and run one with `scripts/fuzz`.
///
/// Each harness exports `LLVMFuzzerTestOneInput` and is built with
/// `-sanitize=fuzzer,address -parse-as-library`, which lets libFuzzer supply `main`.
let package = Package(
    name: "DocketFuzz",
    dependencies: [
        .package(name: "Docket", path: ".."),
    ],
    targets: [
        // Declares libFuzzer's driver entry, which the harnesses' mains call.
        .target(name: "CFuzzDriver"),
        // Shared input shaping: bytes to text, bytes to a DOCX package.
        .target(name: "FuzzSupport", dependencies: ["CFuzzDriver", .product(name: "Docket", package: "Docket")]),
        // Bytes → plain-text Document → classify, extract, normalize, plan.
        .executableTarget(name: "fuzz-understand", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → date and time scanners → date resolver.
        .executableTarget(name: "fuzz-dates", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → DOCX reader (as a whole package, or as parts wrapped in one).
        .executableTarget(name: "fuzz-docx", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → ICS linter.
        .executableTarget(name: "fuzz-ics", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
    ],
    swiftLanguageModes: [.v6]
)
