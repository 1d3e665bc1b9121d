// swift-tools-version:6.0
// The validation benchmark: a nested package so that it is built in release mode on its own and never runs as a
// test. See README.md.
import PackageDescription

let package = Package(
    name: "ValidationBenchmark",
    dependencies: [
        .package(name: "ppdata", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "ValidationBenchmark",
            dependencies: [.product(name: "PPDataValidation", package: "ppdata")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
