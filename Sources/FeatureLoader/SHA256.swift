/// SHA-256 (FIPS 180-4), for the keys of the library cache.
struct SHA256 {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// Adds bytes to the message.
  mutating func update(_ bytes: some Collection<UInt8>) {
    length &+= UInt64(bytes.count)
    pending.append(contentsOf: bytes)
    let whole = pending.count / 64 * 64
    guard whole > 0 else { return }
    pending.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < whole {
        compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
        offset += 64
      }
    }
    pending.removeFirst(whole)
  }

  /// Adds a string's UTF-8 bytes, then a zero byte, so that consecutive strings stay apart.
  mutating func update(_ text: String) {
    update(Array(text.utf8) + [0])
  }

  /// The digest as 64 lowercase hexadecimal digits.
  consuming func hexDigest() -> String {
    let bits = length &* 8
    var tail = pending + [0x80]
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> shift))
    }
    tail.withUnsafeBufferPointer { buffer in
      for offset in stride(from: 0, to: buffer.count, by: 64) {
        compress(UnsafeBufferPointer(rebasing: buffer[offset..<offset + 64]))
      }
    }
    let digits = Array("0123456789abcdef")
    var text = ""
    for word in state {
      for shift in stride(from: 28, through: 0, by: -4) {
        text.append(digits[Int((word >> UInt32(shift)) & 0xf)])
      }
    }
    return text
  }

  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    // Buffers rather than arrays, so that a debug build hashes a few megabytes quickly.
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      Self.k.withUnsafeBufferPointer { k in
        for index in 0..<16 {
          // NB: One byte a line: as a single expression, this takes the type checker seconds.
          let byte = index &* 4
          let b0 = UInt32(block[byte])
          let b1 = UInt32(block[byte &+ 1])
          let b2 = UInt32(block[byte &+ 2])
          let b3 = UInt32(block[byte &+ 3])
          w[index] = b0 << 24 | b1 << 16 | b2 << 8 | b3
        }
        for index in 16..<64 {
          let w15 = w[index &- 15]
          let w2 = w[index &- 2]
          let s0 = (w15 >> 7 | w15 << 25) ^ (w15 >> 18 | w15 << 14) ^ (w15 >> 3)
          let s1 = (w2 >> 17 | w2 << 15) ^ (w2 >> 19 | w2 << 13) ^ (w2 >> 10)
          w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for index in 0..<64 {
          let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
          let t1 = h &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[index] &+ w[index]
          let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
          let t2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
          h = g
          g = f
          f = e
          e = d &+ t1
          d = c
          c = b
          b = a
          a = t1 &+ t2
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
      }
    }
  }
}
