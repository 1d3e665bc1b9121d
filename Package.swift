// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ppdata",
    products: [
        .library(name: "PPData", targets: ["PPData"]),
        .library(name: "PPDataValidation", targets: ["PPDataValidation"]),
        .library(name: "PPDataFormatting", targets: ["PPDataFormatting"]),
        .executable(name: "ppdata", targets: ["ppdata"]),
        .executable(name: "ppdata-generate", targets: ["ppdata-generate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation`: DocC for the three library products (built by .ci/run).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Typed reference tables. Pure Swift: no ICU, no Foundation-heavy work.
        .target(name: "PPData"),
        // Validation of payment documents against the tables.
        .target(name: "PPDataValidation", dependencies: ["PPData"]),
        // ICU through a tiny C shim whose header exposes only C types.
        .target(
            name: "_PPDataICUShims",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        .target(name: "PPDataFormatting", dependencies: ["PPData", "_PPDataICUShims"]),
        // The code generator: a library (testable) and a thin executable.
        .target(name: "_PPDataGeneratorCore"),
        .executableTarget(name: "ppdata-generate", dependencies: ["_PPDataGeneratorCore"]),
        .executableTarget(
            name: "ppdata",
            dependencies: [
                "PPData", "PPDataValidation", "PPDataFormatting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test support shared by the test targets (a seeded random generator); never a product.
        .target(name: "_PPDataTestSupport"),
        .testTarget(name: "PPDataTests", dependencies: ["PPData"]),
        .testTarget(
            name: "GeneratorTests",
            // PPData too: the run-time folding is tested against the generator's on the same inputs.
            dependencies: ["_PPDataGeneratorCore", "PPData"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PPDataValidationTests", dependencies: ["PPDataValidation", "PPData", "_PPDataTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "PPDataFormattingTests", dependencies: ["PPDataFormatting", "PPData", "_PPDataTestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ppdata", "ppdata-generate"]),
    ],
    swiftLanguageModes: [.v6]
)
