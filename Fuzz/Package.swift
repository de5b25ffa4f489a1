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
        // Bytes → HTML reader (a web page), or MHTML archive → its page → HTML reader.
        .executableTarget(name: "fuzz-html", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → RTF reader.
        .executableTarget(name: "fuzz-rtf", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → ODT reader (as a whole package, or as content.xml and styles.xml wrapped in one).
        .executableTarget(name: "fuzz-odt", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → PPTX reader (as a whole package, or as presentation, relationships and slides wrapped in one).
        .executableTarget(name: "fuzz-pptx", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → WebP, GIF, BMP and HEIC decoders (decode only, no OCR).
        .executableTarget(name: "fuzz-image", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
        // Bytes → OLE2 compound-file detection, or antiword's text → lines (antiword itself runs in a child).
        .executableTarget(name: "fuzz-doc", dependencies: ["FuzzSupport", .product(name: "Docket", package: "Docket")]),
    ],
    swiftLanguageModes: [.v6]
)
