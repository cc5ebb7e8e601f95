/// A description of how a stream was built: its label, its arguments, and the streams it reads.
///
/// Every operator records one when it is *created* (never per value or per subscription), so a
/// runtime can draw the graph of streams, operators and properties it connected (RT-6) without
/// touching the value path.
public final class StreamMetadata: Sendable, CustomStringConvertible {
  /// What produced the stream: an operator's name (`"map"`, `"dedupe"`), `"property"`, or a
  /// source's own label.
  public let label: String
  /// The operator's arguments, rendered as text (empty when there are none or they are closures).
  public let arguments: [String]
  /// The metadata of the streams this one reads, in argument order.
  public let upstreams: [StreamMetadata]

  /// Creates metadata.
  public init(_ label: String, arguments: [String] = [], upstreams: [StreamMetadata] = []) {
    self.label = label
    self.arguments = arguments
    self.upstreams = upstreams
  }

  /// `label(arg1, arg2)`.
  public var description: String {
    arguments.isEmpty ? label : "\(label)(\(arguments.joined(separator: ", ")))"
  }
}
