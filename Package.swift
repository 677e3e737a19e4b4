// swift-tools-version:6.0
import PackageDescription

// Outside packages cannot be fetched here: the C libraries come from Debian
// through system library targets, everything else is the toolchain's own.
let package = Package(
    name: "coursec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coursec", targets: ["coursec"]),
        // The first process of a merged batch's sandbox (docs/verify.md, "One sandbox per batch").
        .executable(name: "coursec-jail-init", targets: ["CoursecJailInit"]),
        .library(name: "CoursecCLICore", targets: ["CoursecCLICore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CLibXSLT",
            pkgConfig: "libxslt",
            providers: [.apt(["libxslt1-dev"])]
        ),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The executable's allocator (jemalloc replaces glibc's malloc process-wide; docs/site.md, "The allocator").
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        // Translators' PO files (Debian ships no pkg-config file for it, so the module map links it).
        .systemLibrary(
            name: "CGettextPO",
            providers: [.apt(["libgettextpo-dev"])]
        ),
        // The model's values alone: no C library behind them.
        .target(name: "CourseModel"),
        // What every stage shares that is not the model: atomic writes, folder digests,
        // SHA-256 and HMAC (libcrypto), the one cache-entry format, signal cleanup,
        // shipped folders, JSON values.
        .target(name: "CoursecSupport", dependencies: ["CourseModel", "COpenSSL"]),

        .target(name: "CourseParsing", dependencies: ["CourseModel", "CoursecSupport", "CCmarkGFM"]),
        // A book's translation is paired with lessons already there (CourseTranslation's hash and code
        // comparison); listings no hidden test covers are tried (SnippetVerification, sandboxed).
        .target(name: "CourseImport", dependencies: ["CourseModel", "CoursecSupport", "CourseParsing", "CourseTranslation", "SnippetVerification"]),
        .target(name: "SnippetVerification", dependencies: ["CourseModel", "CoursecSupport", "CourseParsing"]),
        // The site is made from model values alone: no parser, verifier or git behind it.
        .target(name: "SiteRendering", dependencies: ["CourseModel", "CoursecSupport", "CLibXML2", "CLibXSLT"]),
        .target(name: "CourseTranslation", dependencies: ["CourseModel", "CoursecSupport", "CourseParsing", "CGettextPO"]),
        // The preview: its session runs CoursePipeline's preview steps; its server and the
        // markup it adds to pages (made by SiteRendering's libxml2 layer).
        .target(name: "SiteServing", dependencies: ["CourseModel", "CoursecSupport", "SiteRendering", "SnippetVerification", "CoursePipeline", "CMicroHTTPD"]),
        // `coursec build` as named steps joining the stages: verify and render meet here, not in SiteRendering.
        .target(name: "CoursePipeline", dependencies: ["CourseModel", "CoursecSupport", "CourseParsing", "SnippetVerification", "SiteRendering", "CourseTranslation"]),
        .target(
            name: "CoursecCLICore",
            dependencies: ["CourseModel", "CoursecSupport", "CourseParsing", "CourseImport", "SnippetVerification", "SiteRendering", "CourseTranslation", "CoursePipeline", "SiteServing"]
        ),
        .executableTarget(name: "coursec", dependencies: ["CoursecCLICore", "CJemalloc"]),
        // Small C, no library: it runs in every batch's jail as root, so it is read line by line.
        .executableTarget(
            name: "CoursecJailInit", cSettings: [.unsafeFlags(["-Wall", "-Wextra", "-Werror"])],
            // SwiftPM links it through swiftc, which names the Swift runtime: linked statically, so the
            // init needs only Debian's libraries, wherever the toolchain is (2 ms to start, once a batch).
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        // Helpers the test targets share: temporary folders and courses, the repository, tags.
        // Not the CLI: only CoursecCLICoreTests runs `coursec` (in process or as the binary).
        .target(
            name: "CoursecTestSupport", dependencies: ["CourseModel", "CourseParsing"], path: "Tests/CoursecTestSupport",
            // node runs these against a built index (NodeSearch); they are not Swift sources.
            exclude: ["node-search.mjs", "excerpt-parts.mjs", "split-word-search.mjs", "browser-checks.py", "reader-checks.py"]),
        // One test target per library, linking that library and what lies below it.
        .testTarget(name: "CourseModelTests", dependencies: ["CourseModel"]),
        .testTarget(name: "CoursecSupportTests", dependencies: ["CoursecSupport", "CourseModel"]),
        .testTarget(name: "CourseParsingTests", dependencies: ["CoursecTestSupport", "CourseParsing"]),
        .testTarget(
            name: "CourseImportTests",
            dependencies: ["CoursecTestSupport", "CourseImport", "CourseParsing"],
            // Whole files the tutorial steps must rebuild, read by the tests, not compiled.
            exclude: ["Golden"]),
        .testTarget(
            name: "SnippetVerificationTests",
            dependencies: ["CoursecTestSupport", "SnippetVerification", "CoursecSupport", "CourseParsing"],
            exclude: ["Fixtures"]),
        // Its fixture sites are built by the one orchestration of the site, CoursePipeline's steps.
        .testTarget(name: "SiteRenderingTests", dependencies: ["CoursecTestSupport", "SiteRendering", "CourseParsing", "CoursePipeline"]),
        .testTarget(name: "CourseTranslationTests", dependencies: ["CoursecTestSupport", "CourseTranslation", "CourseParsing"]),
        .testTarget(name: "CoursePipelineTests", dependencies: ["CoursecTestSupport", "CoursePipeline", "CoursecSupport", "SiteRendering", "SnippetVerification"]),
        .testTarget(name: "SiteServingTests", dependencies: ["CoursecTestSupport", "SiteServing", "SiteRendering"]),
        // The CLI's own tests, and every end-to-end test: `Coursec.main` in process (CLIRun) or the built binary.
        .testTarget(
            name: "CoursecCLICoreTests",
            dependencies: [
                "CoursecTestSupport", "CoursecCLICore", "CourseModel", "CoursecSupport", "CourseParsing", "CourseImport", "SnippetVerification",
                "SiteRendering", "CourseTranslation", "CoursePipeline", "SiteServing",
            ]),
    ]
)
