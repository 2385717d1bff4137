import Composable
import Foundation
import TestHelpers
import Testing

private struct Stamper: Sendable {
  @Dependency(\.date) var date
  @Dependency(\.uuid) var uuid

  static let dateLine = 7
  static let uuidLine = 8
}

@Suite struct GeneratorDependencyTests {
  @Test func anIncrementingGeneratorCountsUpFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(
      (0..<3).map { _ in uuid().uuidString } == [
        "00000000-0000-0000-0000-000000000000",
        "00000000-0000-0000-0000-000000000001",
        "00000000-0000-0000-0000-000000000002",
      ])
    let other = UUIDGenerator.incrementing
    #expect(other().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func anIncrementingGeneratorCountsPastOneByte() {
    let uuid = UUIDGenerator.incrementing
    let uuids = (0..<258).map { _ in uuid().uuidString }
    #expect(
      uuids.suffix(2) == [
        "00000000-0000-0000-0000-000000000100", "00000000-0000-0000-0000-000000000101",
      ])
  }

  @Test func anIncrementingGeneratorGivesEachCallerItsOwnUUID() async {
    let uuid = UUIDGenerator.incrementing
    let uuids = await withTaskGroup(of: [UUID].self) { group in
      for _ in 0..<4 {
        group.addTask { (0..<250).map { _ in uuid() } }
      }
      return await group.reduce(into: Set<UUID>()) { $0.formUnion($1) }
    }
    #expect(uuids.count == 1_000)
    #expect(uuid().uuidString == "00000000-0000-0000-0000-0000000003E8")
  }

  @Test func anIncrementingGeneratorStartsFromTheCountItIsGivenAndSaysHowManyItMade() {
    let count = IncrementingUUIDGenerator(count: 41)
    let uuid = UUIDGenerator.incrementing(count)
    #expect(count.count == 41)
    #expect(
      [uuid().uuidString, count().uuidString] == [
        "00000000-0000-0000-0000-000000000029", "00000000-0000-0000-0000-00000000002A",
      ])
    #expect(count.count == 43)
    #expect(IncrementingUUIDGenerator().count == 0)
  }

  @Test func constantGeneratorsGiveTheirValue() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    #expect([DateGenerator.constant(date)(), DateGenerator.constant(date).now] == [date, date])
    #expect(UUIDGenerator.constant(uuid)() == uuid)
  }

  @Test func settingNowMakesTheGeneratorConstant() {
    let date = Date(timeIntervalSince1970: 1_234_567_890)
    let now = withDependencies {
      $0.date.now = date
    } operation: {
      @Dependency(\.date.now) var now
      return now
    }
    #expect(now == date)
  }

  @Test func theLiveGeneratorsGiveFreshValues() {
    var values = DependencyValues()
    values.context = .live
    let before = Date()
    let now = values.date.now
    #expect(now >= before && now <= Date())
    #expect(values.uuid() != values.uuid())
  }

  @Test func overriddenGeneratorsAreTheOnesRead() {
    let date = Date(timeIntervalSince1970: 0)
    let stamps = withDependencies {
      $0.date = .constant(date)
      $0.uuid = .incrementing
    } operation: {
      let stamper = Stamper()
      return [stamper.uuid().uuidString, stamper.uuid().uuidString, "\(stamper.date.now == date)"]
    }
    #expect(
      stamps == [
        "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001", "true",
      ])
  }

  @Test func usingTheTestDateIsReportedOnce() {
    let expected = """
      Unimplemented: @Dependency(\\.date) was read in a test.

      The system's date is returned, so the test depends on when it runs.

      To fix, override 'date' in this test: on the TestStore with \
      'withDependencies: { $0.date = .constant(Date(timeIntervalSince1970: 0)) }', or around the \
      code under test with \
      'withDependencies { $0.date = .constant(Date(timeIntervalSince1970: 0)) } operation: { … }'.
      """
    withKnownIssue {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        let stamper = Stamper()
        _ = stamper.date.now
        _ = stamper.date()
      }
    } matching: { issue in
      issue.comments.map(\.rawValue) == [expected]
        && issue.sourceLocation?.line == Stamper.dateLine
    }
  }

  @Test func usingTheTestUUIDGeneratorIsReportedOnce() {
    let expected = """
      Unimplemented: @Dependency(\\.uuid) was called in a test.

      A random UUID is returned, so the test cannot expect it.

      To fix, override 'uuid' in this test: on the TestStore with \
      'withDependencies: { $0.uuid = .incrementing }', or around the code under test with \
      'withDependencies { $0.uuid = .incrementing } operation: { … }'.
      """
    let reported = Collected()
    IssueReporting.withFailureHandler({ reported.append("\($0.location.line): \($0.message)") }) {
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        let stamper = Stamper()
        #expect(stamper.uuid() != stamper.uuid())
      }
    }
    #expect(reported.messages == ["\(Stamper.uuidLine): \(expected)"])
  }
}
