// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "vetnet",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "vetnet", targets: ["vetnet"]),
        .executable(name: "vetnet-bench", targets: ["vetnet-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibCSV", providers: [.apt(["libcsv-dev"]), .brew(["libcsv"])]),
        .systemLibrary(name: "CMalloc"),
        .systemLibrary(name: "CLinuxIO"),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .target(name: "CSHA256"),
        .target(name: "CStateSQLite", linkerSettings: [.linkedLibrary("sqlite3")]),
        // libphonenumber (C++, libphonenumber-dev) behind a C surface; its shared library brings ICU, protobuf and absl.
        .target(
            name: "CPhoneNumber",
            linkerSettings: [.linkedLibrary("phonenumber"), .linkedLibrary("protobuf")]),
        .target(name: "VetNetCore", dependencies: ["CSHA256", "CMalloc"], swiftSettings: strict),
        .target(name: "VetNetCSV", dependencies: ["CLibCSV", "VetNetCore"], swiftSettings: strict),
        .target(name: "VetNetXML", dependencies: ["CLibXML2", "VetNetCore"], swiftSettings: strict),
        .target(name: "VetNetZip", dependencies: ["CZlib", "VetNetCore"], swiftSettings: strict),
        .target(name: "VetNetXLSX", dependencies: ["VetNetZip", "VetNetXML", "VetNetCore"], swiftSettings: strict),
        .target(name: "VetNetMapping", dependencies: ["VetNetCore", "VetNetValidation"], swiftSettings: strict),
        .target(name: "VetNetValidation", dependencies: ["VetNetCore", "CPhoneNumber"], swiftSettings: strict),
        .target(name: "VetNetWrite", dependencies: ["VetNetCore", "CLinuxIO"], swiftSettings: strict),
        .target(name: "VetNetSchedule", dependencies: ["VetNetCore"], swiftSettings: strict),
        .target(name: "VetNetDedupe", dependencies: ["VetNetCore"], swiftSettings: strict),
        .target(
            name: "VetNetState",
            dependencies: ["VetNetCore", "CStateSQLite", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict),
        .target(
            name: "VetNetPipeline",
            dependencies: [
                "VetNetCore", "VetNetCSV", "VetNetXML", "VetNetZip", "VetNetXLSX", "VetNetMapping", "VetNetValidation",
                "VetNetDedupe", "VetNetWrite", "VetNetSchedule", "VetNetState", .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strict),
        .target(
            name: "VetNetInspect",
            dependencies: ["VetNetCore", "VetNetCSV", "VetNetMapping", "VetNetValidation"],
            swiftSettings: strict),
        .executableTarget(
            name: "vetnet",
            dependencies: [
                "VetNetPipeline", "VetNetInspect", "VetNetCore", "VetNetSchedule", "VetNetWrite", "VetNetState",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .executableTarget(
            name: "vetnet-bench",
            dependencies: [
                "VetNetPipeline", "VetNetCore", "VetNetCSV", "VetNetXML", "VetNetSchedule", "VetNetDedupe",
                "VetNetWrite",
                "VetNetValidation",
                "CLibCSV",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict),
        .target(
            name: "VetNetFuzzing", dependencies: ["VetNetCore", "VetNetCSV", "VetNetXML", "VetNetPipeline"],
            swiftSettings: strict),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "fuzz-csv", dependencies: ["VetNetFuzzing", "CFuzzerDriver"], swiftSettings: strict),
        .executableTarget(name: "fuzz-xml", dependencies: ["VetNetFuzzing", "CFuzzerDriver"], swiftSettings: strict),
        .executableTarget(
            name: "fuzz-pipeline-file", dependencies: ["VetNetFuzzing", "CFuzzerDriver"], swiftSettings: strict),
        .target(name: "VetNetTestSupport", dependencies: ["VetNetCore"], swiftSettings: strict),
        .testTarget(
            name: "VetNetWriteTests", dependencies: ["VetNetWrite", "VetNetCore", "VetNetTestSupport"],
            exclude: ["Golden"], swiftSettings: strict),
        .testTarget(name: "VetNetCoreTests", dependencies: ["VetNetCore", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(name: "VetNetCSVTests", dependencies: ["VetNetCSV", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(name: "VetNetXMLTests", dependencies: ["VetNetXML", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "VetNetXLSXTests", dependencies: ["VetNetXLSX", "VetNetZip", "VetNetTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: strict),
        .testTarget(
            name: "VetNetValidationTests", dependencies: ["VetNetValidation", "VetNetTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "VetNetStateTests", dependencies: ["VetNetState", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "VetNetDedupeTests", dependencies: ["VetNetDedupe", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "VetNetScheduleTests", dependencies: ["VetNetSchedule", "VetNetTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "VetNetMappingTests", dependencies: ["VetNetMapping", "VetNetValidation", "VetNetTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "VetNetPipelineTests",
            dependencies: [
                "VetNetPipeline", "VetNetWrite", "VetNetValidation", "VetNetDedupe", "VetNetState", "VetNetMapping",
                "VetNetFuzzing", "VetNetTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "VetNetInspectTests",
            dependencies: [
                "VetNetInspect", "VetNetPipeline", "VetNetMapping", "VetNetValidation", "VetNetCore",
                "VetNetTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "vetnetTests", dependencies: ["vetnet", "VetNetCore", "VetNetValidation", "VetNetTestSupport"],
            exclude: ["Golden", "HostileCorpus"],
            swiftSettings: strict),
    ],
    cxxLanguageStandard: .cxx17
)
