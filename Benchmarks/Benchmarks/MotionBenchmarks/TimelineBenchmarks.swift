// Timeline (issue 3): scrubbing a paused timeline that 1,000 interactions observe. One outer
// iteration is one `timeOffset` write reaching 1,000 observers, so with `.kilo` scaling the
// figure is per observer notified.

import Benchmark
import MaterialMotion

/// Observers of the scrubbed timeline: the `.kilo` scaling factor.
let timelineObservers = 1_000

func registerTimelineBenchmarks() {
  let sink = Sink()
  let timeline = Timeline(clock: ManualScheduler())
  timeline.paused.value = true
  for _ in 0..<timelineObservers {
    // What an interaction does with each snapshot: read where the timeline stands.
    timeline.asStream().subscribe { snapshot in sink.receive(snapshot.timeOffset) }
  }
  var offset = 0.0
  Benchmark("Timeline.scrub1000Observers.MaterialMotion") { benchmark in
    // Alternate between two positions so that every write is a real change (the snapshot
    // stream never delivers two equal snapshots in a row).
    offset = offset == 0.25 ? 0.5 : 0.25
    timeline.timeOffset.value = offset
    blackHole(sink.total)
  }
}
