// swift-tools-version: 6.2
// Benchmarks for MaterialMotion, kept in their own package so that the library stays free of
// package dependencies. Each MaterialMotion figure is measured beside the same shape built with
// OpenCombine, in the same run, so that the ratio is what we report (see Docs/Benchmarks.md).
//
//   cd Benchmarks && swift package benchmark

import PackageDescription

/// Whether the OpenCombine comparisons are built: always, except for CI's allocation and memory
/// gate (`MOTION_BENCHMARK_GATE` set), which runs only the MaterialMotion benchmarks and so need
/// not compile OpenCombine (26 s of CPU in release).
let comparesWithOpenCombine = Context.environment["MOTION_BENCHMARK_GATE"] == nil

let package = Package(
  name: "MaterialMotionBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "MaterialMotion", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ]
    + (comparesWithOpenCombine
      ? [.package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0")] : []),
  targets: [
    .executableTarget(
      name: "MotionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "MaterialMotion", package: "MaterialMotion"),
      ] + (comparesWithOpenCombine ? [.product(name: "OpenCombine", package: "OpenCombine")] : []),
      path: "Benchmarks/MotionBenchmarks",
      swiftSettings: [.swiftLanguageMode(.v6)]
        + (comparesWithOpenCombine ? [.define("OPENCOMBINE_COMPARISONS")] : [])
      // No `BenchmarkPlugin` build-tool plugin: it only writes the seven-line `@main` that
      // MotionBenchmarks.swift holds, and it had to be built first, with a host copy of
      // swift-argument-parser and swift-system (Docs/Decisions/0030).
    )
  ]
)
