// Combine's publisher protocol, as far as ObservableObject and Published need it.

/// https://developer.apple.com/documentation/combine/publisher
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// https://developer.apple.com/documentation/combine/observableobjectpublisher
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() { fatalError() }

    final public func send() { fatalError() }
}
