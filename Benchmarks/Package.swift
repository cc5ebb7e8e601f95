// swift-tools-version: 6.2
// Benchmarks for MaterialMotion, kept in their own package so that the library stays free of
// package dependencies. Each MaterialMotion figure is measured beside the same shape built with
// OpenCombine, in the same run, so that the ratio is what we report (see Docs/Benchmarks.md).
//
//   cd Benchmarks && swift package benchmark

import PackageDescription

let package = Package(
  name: "MaterialMotionBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "MaterialMotion", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
  ],
  targets: [
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenCombine", package: "OpenCombine"),
        .product(name: "MaterialMotion", package: "MaterialMotion"),
      ],
      path: "Benchmarks/MotionBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)]
      // No `BenchmarkPlugin` build-tool plugin: it only writes the seven-line `@main` that
      // MotionBenchmarks.swift holds, and building it cost a host copy of swift-argument-parser
      // and swift-system (about 30 s of CI's thresholds step; Docs/Decisions/0030).
    )
  ]
)
