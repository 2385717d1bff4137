#if os(Linux)
  import Foundation
  import FoundationNetworking

  extension URLSession {
    /// The bytes of a URL's contents, as an asynchronous sequence, and the response, as
    /// Foundation on Apple platforms gives them.
    ///
    /// Here the contents are loaded whole before the sequence is returned: the bytes arrive at
    /// once, not as the network delivers them.
    ///
    /// - Parameter url: The URL.
    /// - Returns: The bytes and the response.
    /// - Throws: What loading the URL throws.
    public func bytes(from url: URL) async throws -> (AsyncBytes, URLResponse) {
      try await bytes(for: URLRequest(url: url))
    }

    /// The bytes of a request's response, as an asynchronous sequence, and the response.
    ///
    /// Here the contents are loaded whole before the sequence is returned.
    ///
    /// - Parameter request: The request.
    /// - Returns: The bytes and the response.
    /// - Throws: What loading the request throws.
    public func bytes(for request: URLRequest) async throws -> (AsyncBytes, URLResponse) {
      let (data, response) = try await data(for: request)
      return (AsyncBytes(data: data), response)
    }

    /// The bytes of a response, as an asynchronous sequence.
    public struct AsyncBytes: AsyncSequence, Sendable {
      public typealias Element = UInt8

      let data: Data

      public func makeAsyncIterator() -> Iterator {
        Iterator(data: data)
      }

      /// Iterates the bytes.
      public struct Iterator: AsyncIteratorProtocol {
        let data: Data
        var index: Data.Index

        init(data: Data) {
          self.data = data
          self.index = data.startIndex
        }

        public mutating func next() async throws -> UInt8? {
          guard index < data.endIndex else { return nil }
          defer { index = data.index(after: index) }
          return data[index]
        }
      }
    }
  }
#endif
