// swift-tools-version:6.0
import PackageDescription

/// Docket: syllabi and assignment sheets in, deadlines out.
///
/// Targets follow the pipeline's stages. The core (`DocketCore`) has no C dependency; each C library
/// sits behind a system-library target (`C*`) and is used only by the format backend that needs it.
let package = Package(
    name: "Docket",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Docket", targets: ["Docket"]),
        .executable(name: "docket", targets: ["docket"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in the graph through Hummingbird; named for its SHA-256 (BoringSSL's, with the CPU's
        // SHA instructions), which hashes every input a batch reads.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // C libraries, found through pkg-config.
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib",
                       providers: [.apt(["libpoppler-glib-dev"])]),
        // Poppler's core (C++), for the text-layer reader below.
        .systemLibrary(name: "CPopplerCore", pkgConfig: "poppler",
                       providers: [.apt(["libpoppler-private-dev"])]),
        .systemLibrary(name: "CTesseract", pkgConfig: "tesseract",
                       providers: [.apt(["libtesseract-dev"])]),
        .systemLibrary(name: "CLeptonica", pkgConfig: "lept",
                       providers: [.apt(["libleptonica-dev"])]),
        .systemLibrary(name: "CHeif", pkgConfig: "libheif",
                       providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CZip", pkgConfig: "libzip",
                       providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0",
                       providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                       providers: [.apt(["libsqlite3-dev"])]),

        // The core: document model, stage protocols, pipeline, content detection. Pure Swift.
        .target(name: "DocketCore"),

        // Understanding: classify, extract what the document says, normalize deadlines. Pure Swift.
        .target(name: "DocketUnderstand", dependencies: ["DocketCore"]),

        // Emitters: JSON, JSONL, ICS, the week plan and its picture. Pure Swift.
        .target(name: "DocketEmit", dependencies: ["DocketCore", "DocketUnderstand"]),

        // The optional LLM extractor: an OpenAI-compatible endpoint over URLSession. Pure Swift.
        .target(name: "DocketLLM", dependencies: ["DocketUnderstand", "DocketCore"]),

        // Storage for the batch cache and the watcher's journal: a thin wrapper over libsqlite3.
        .target(name: "DocketStore", dependencies: ["CSQLite"]),

        // One backend per format.
        .target(name: "DocketOCR", dependencies: ["DocketCore", "CTesseract", "CLeptonica", "CHeif"]),
        // A PDF's text layer through Poppler's core with one text device a document: a small C++
        // wrapper with a C interface.
        .target(name: "PopplerTextLayer", dependencies: ["CPopplerCore"]),
        .target(name: "DocketPDF", dependencies: ["DocketCore", "DocketOCR", "CPoppler", "PopplerTextLayer"]),
        // ZIP packages of XML parts (DOCX, ODT, PPTX): bounded ZIP reads and safe XML parsing.
        .target(name: "DocketZipXML", dependencies: ["DocketCore", "CZip", "CXML2"]),
        .target(name: "DocketDOCX", dependencies: ["DocketCore", "DocketZipXML", "CXML2"]),
        .target(name: "DocketODT", dependencies: ["DocketCore", "DocketZipXML", "CXML2"]),
        .target(name: "DocketPPTX", dependencies: ["DocketCore", "DocketZipXML"]),
        .target(name: "DocketRTF", dependencies: ["DocketCore"]),
        // Legacy Word (.doc) through the antiword program, run as a child process.
        .target(name: "DocketDOC", dependencies: ["DocketCore"]),
        .target(name: "DocketHTML", dependencies: ["DocketCore", "DocketZipXML", "CXML2"]),

        // The library product: re-exports the stages and composes the default pipeline.
        .target(name: "Docket", dependencies: ["DocketCore", "DocketPDF", "DocketDOCX", "DocketODT", "DocketHTML", "DocketRTF", "DocketDOC", "DocketPPTX", "DocketOCR", "DocketUnderstand", "DocketEmit"]),

        // Long-running work over folders: the watcher (and batch runs).
        .target(name: "DocketRun", dependencies: [
            "Docket", "DocketStore",
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),

        // `docket serve`: the pipeline as an HTTP service, on Hummingbird.
        .target(name: "DocketServe", dependencies: [
            "DocketRun",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
        ]),

        // The command-line tool: parses flags, builds a pipeline, prints.
        .executableTarget(name: "docket", dependencies: [
            "DocketLLM",
            "Docket",
            "DocketRun",
            "DocketServe",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fixture loading and text comparison shared by the test targets.
        .target(name: "DocketTestSupport", dependencies: ["DocketCore"], path: "Tests/DocketTestSupport"),

        .testTarget(name: "DocketCoreTests", dependencies: ["DocketCore"]),
        .testTarget(name: "DocketUnderstandTests", dependencies: ["DocketUnderstand", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketStoreTests", dependencies: ["DocketStore"]),
        .testTarget(name: "DocketLLMTests", dependencies: ["DocketLLM", "DocketUnderstand", "DocketCore"]),
        .testTarget(name: "DocketEmitTests", dependencies: ["DocketEmit", "DocketUnderstand", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketPDFTests", dependencies: ["DocketPDF", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketDOCXTests", dependencies: ["DocketDOCX", "DocketZipXML", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketODTTests", dependencies: ["DocketODT", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketRTFTests", dependencies: ["DocketRTF", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketDOCTests", dependencies: ["DocketDOC", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketPPTXTests", dependencies: ["DocketPPTX", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketHTMLTests", dependencies: ["DocketHTML", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketOCRTests", dependencies: ["DocketOCR", "DocketCore", "DocketTestSupport"]),
        .testTarget(name: "DocketRunTests", dependencies: ["DocketRun", "DocketTestSupport"]),
        .testTarget(name: "DocketServeTests", dependencies: ["DocketServe", "DocketRun", "docket", "DocketTestSupport"]),
        .testTarget(name: "DocketCLITests", dependencies: ["Docket", "docket", "DocketTestSupport"]),
    ],
    swiftLanguageModes: [.v6],
    // Poppler 22.12's headers need C++17.
    cxxLanguageStandard: .cxx17
)
