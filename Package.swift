// swift-tools-version:6.0
// locdoc: check and execute translated technical documentation.
import PackageDescription

let package = Package(
    name: "locdoc",
    products: [
        .executable(name: "locdoc", targets: ["locdoc"]),
        .library(name: "LocDocKit", targets: ["LocDocKit"]),
        // The reference implementation of the documented API. Samples compile against it with `import MSAL`.
        .library(name: "MSAL", targets: ["MSAL"]),
        // The scenario runtime, for the sample packages `locdoc generate` writes (they depend on it by path).
        .library(name: "LocDocHarness", targets: ["LocDocHarness"]),
        // What `locdoc test` links the generated scenario binary against: the reference implementation and the
        // scenario runtime, as one shared library beside the prebuilt `MSAL` and `LocDocHarness` modules.
        .library(name: "LocDocRuntime", type: .dynamic, targets: ["MSAL", "LocDocHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Decodes the toolchain's symbol graph of the MSAL module (`locdoc api`).
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
    ],
    targets: [
        // cmark-gfm from Debian (libcmark-gfm-dev, libcmark-gfm-extensions-dev). Only LocDocIngest imports it.
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // mimalloc from Debian (libmimalloc-dev): the executables import it, and linking it makes its malloc and free
        // serve the whole process.
        // (Debian ships no pkg-config file for it, so a missing package shows as `mimalloc.h` not found in the shim.)
        .systemLibrary(name: "CMimalloc", path: "Sources/CMimalloc"),
        // Value types only.
        .target(name: "LocDocModel"),
        // Files -> Document model. The only code that touches cmark-gfm and Yams.
        .target(name: "LocDocIngest", dependencies: ["LocDocModel", "LocDocChecks", "CCmarkGFM", "CLibXML2", "Yams"]),
        // Alignment across variants, consensus, revision order, validators and the check catalogue.
        .target(name: "LocDocChecks", dependencies: ["LocDocModel", "LocDocAPI"]),
        // libxml2 from Debian (libxml2-dev): the project's XML library (JUnit output).
        .systemLibrary(name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Model, findings -> text, JSON, SARIF 2.1.0, JUnit XML.
        .target(name: "LocDocReports", dependencies: ["LocDocModel", "LocDocAPI", "CLibXML2"]),
        // The API the docs describe, resolved against the symbol graph of the MSAL module (`locdoc api`).
        .target(name: "LocDocAPI", dependencies: [
            "LocDocModel", .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
        ]),
        // Samples as tests and as generated code: harness, splicing, provisioning from the documented
        // configuration, compile once, run per variant (`locdoc test`, `locdoc generate`).
        .target(name: "LocDocSnippets", dependencies: ["LocDocModel", "LocDocChecks", "MSAL", "LocDocHarness"]),
        // The pipeline facade the CLI calls.
        .target(name: "LocDocKit", dependencies: [
            "LocDocModel", "LocDocIngest", "LocDocChecks", "LocDocReports", "LocDocAPI", "LocDocSnippets",
        ]),
        // ArgumentParser commands; the only code that writes to stdout/stderr.
        .target(name: "LocDocCLI", dependencies: [
            "LocDocKit",
            "LocDocChecks",
            "LocDocModel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Linked with mimalloc from Debian (libmimalloc-dev), which takes over malloc and free for the whole process:
        // check spends about a sixth of its time allocating and freeing small values, and mimalloc does that in less
        // time than glibc's allocator, for about a tenth more peak memory (README, Benchmark).
        .executableTarget(name: "locdoc", dependencies: ["LocDocCLI", "CMimalloc"]),
        // `make bench`: throughput and memory, side by side in one run. Not part of the test suite. The same allocator
        // as locdoc, for every phase, the raw cmark-gfm baseline included.
        .executableTarget(name: "locdoc-bench", dependencies: ["LocDocKit", "LocDocIngest", "LocDocModel", "LocDocReports", "CMimalloc"]),

        // Reference implementation of the MSAL shared-device-mode API on a simulated device.
        // Depends on nothing of locdoc.
        .target(name: "MSAL", exclude: ["ObjC"]),
        // The scenario runtime a page harness and the generated scenario binary use: steps, expectations, the
        // event stream back to `locdoc test`. Depends only on MSAL.
        .target(name: "LocDocHarness", dependencies: ["MSAL"]),

        .testTarget(name: "LocDocIngestTests", dependencies: ["LocDocIngest", "LocDocModel"]),
        .testTarget(name: "LocDocChecksTests", dependencies: ["LocDocChecks", "LocDocAPI", "LocDocIngest", "LocDocModel", "LocDocReports"]),
        .testTarget(name: "LocDocReportsTests", dependencies: ["LocDocReports", "LocDocModel"]),
        .testTarget(name: "LocDocKitTests", dependencies: ["LocDocKit", "LocDocChecks", "LocDocIngest", "LocDocModel", "LocDocReports"]),
        // Runs the built `locdoc` executable end to end.
        .testTarget(name: "LocDocCLITests", dependencies: ["locdoc"]),
        .testTarget(name: "MSALTests", dependencies: ["MSAL"]),
        .testTarget(name: "LocDocAPITests", dependencies: ["LocDocAPI", "LocDocChecks", "LocDocIngest", "LocDocKit", "LocDocModel", "LocDocReports"]),
        .testTarget(name: "LocDocSnippetsTests", dependencies: [
            "LocDocSnippets", "LocDocIngest", "LocDocModel", "MSAL", .product(name: "Yams", package: "Yams"),
        ]),
        // Type-checks the corpus's Objective-C samples against Sources/MSAL/ObjC/MSAL/MSAL.h with clang.
        .testTarget(name: "MSALInterfaceTests", dependencies: ["LocDocChecks", "LocDocIngest", "LocDocModel", "LocDocSnippets", "MSAL"]),
    ]
)
