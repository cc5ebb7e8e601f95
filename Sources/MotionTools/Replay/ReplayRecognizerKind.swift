/// The recognizers `motion replay` knows, in their default order.
package enum ReplayRecognizerKind: String, CaseIterable, Sendable {
  case pan
  case rotation
  case scale
  case tap
  case doubleTap
  case longPress
}
