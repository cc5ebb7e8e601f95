/// Maps time (ms) onto the x axis.
package struct TimeScale {
  package var range: ClosedRange<Double>
  package var left: Double
  package var width: Double

  package func x(_ time: Double) -> Double {
    left + (time / 2 - range.lowerBound / 2) / (range.upperBound / 2 - range.lowerBound / 2)
      * width
  }
}
