// swift-tools-version:6.0
// A payment module that uses ppdata's validator as a library, without the CLI. CI builds it to prove the public API
// is enough for that (bash .ci/run).
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "ppdata", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "PPDataValidation", package: "ppdata")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
