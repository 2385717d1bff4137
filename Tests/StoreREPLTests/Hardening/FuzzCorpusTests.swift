import Testing

extension Hardening {
  /// Inputs the fuzzer found, one for each kind of outcome: what parsing each as a literal and
  /// decoding it as each catalog action type gives. A change of message shows here first.
  @Suite struct FuzzCorpusTests {
    @Test(arguments: fuzzCorpus)
    func aFuzzedInputGivesTheSameOutcome(input: String, expected: String) {
      #expect(Fuzzer.parseAndDecode(input) == expected)
    }
  }
}

/// The corpus: an input and the outcome `Fuzzer.parseAndDecode` gives for it.
let fuzzCorpus: [(String, String)] = [
  ("-21e233720", "parse: \'-21e233720\' is not a finite number @0"),
  (
    ".searchQueryChanged(\"\u{1B}sf\")",
    "parse: control character U+001B in a string literal; write \'\\u{1B}\' @21"
  ),
  ("(1", "parse: expected \')\' to close the parentheses @2"),
  (".main(.o", "parse: expected \')\' to close the payload @8"),
  (
    ".numberFactRespone(.failure(REPLError(\"offline\"",
    "parse: expected \')\' to close the arguments @47"
  ),
  ("[1\u{FFFD}", "parse: expected \',\' or \']\' @2"),
  ("H", "parse: expected \'.\' and a case name or \'(\' after the type name \'H\' @1"),
  ("l", "parse: expected \'.\' before \'l\': a case is written \'.l\' @0"),
  (
    "[\"k\": (1, z: nil), \"\"l: (2, z: true)]",
    "parse: expected \':\' after the dictionary key @21"
  ),
  ("t<ru", "parse: expected \'>\' to close the generic arguments @4"),
  ("[1", "parse: expected \']\' to close the array @2"),
  ("[:1\u{FFFD},", "parse: expected \']\' to close the dictionary @2"),
  ("`true", "parse: expected \'`\' to close the name @5"),
  (
    "[\"k\\u{\": (1,z : nil), \"l\":",
    "parse: expected a Unicode scalar in hexadecimal in \'\\u{\u{2026}}\' @3"
  ),
  ("m.\u{02}ain(", "parse: expected a name after \'.\' @2"),
  ("", "parse: expected a value @0"),
  ("<ni", "parse: expected a value, found \'<\' @0"),
  ("[\"k\":", "parse: expected a value after \':\' @5"),
  ("[1,\n -2.5e3, 0x", "parse: expected digits after \'0x\' @15"),
  ("-92233720364854775808", "parse: integer literal \'-92233720364854775808\' is too large @0"),
  (".textFieldChanged(\"Hi \\99", "parse: invalid escape sequence \'\\9\' in a string literal @22"),
  ("\0n\u{FFFD}il\u{FFFD}", "parse: unexpected control character U+0000 @0"),
  ("9-", "parse: unexpected text after the action: \'-\' @1"),
  ("true\'", "parse: unexpected text after the action: \'\'\' @4"),
  (".sea\'rchQueryChange", "parse: unexpected text after the action: \'\'rchQueryChange\' @4"),
  ("-92233720\'36854775088", "parse: unexpected text after the action: \'\'36854775088\' @9"),
  ("-9223\'372036854775808", "parse: unexpected text after the action: \'\'372036854775808\' @5"),
  ("-922337203685\'4775808", "parse: unexpected text after the action: \'\'4775808\' @13"),
  ("-922337203685477\'5808", "parse: unexpected text after the action: \'\'5808\' @16"),
  (
    "1.79\'79313486\u{FFFD}23157e3",
    "parse: unexpected text after the action: \'\'79313486\u{FFFD}23157e3\' @4"
  ),
  (
    "-92\'2337203680x54775808",
    "parse: unexpected text after the action: \'\'2337203680x54775808\' @3"
  ),
  ("1.7976931348623157e30\'8", "parse: unexpected text after the action: \'\'8\' @21"),
  (".decrement\'BtutonTapped", "parse: unexpected text after the action: \'\'BtutonTapped\' @10"),
  (".numberFactButtonTapp\'ed", "parse: unexpected text after the action: \'\'ed\' @21"),
  (
    ".increm\'entB\u{1F600}uttonTapped",
    "parse: unexpected text after the action: \'\'entB\u{1F600}uttonTapped\' @7"
  ),
  (
    "1[,- 2.5e3, 0x1F, 1\'_00]",
    "parse: unexpected text after the action: \'[,- 2.5e3, 0x1F, 1\'_00]\' @1"
  ),
  (
    ".d\'ecrementButtonTapp\\ed",
    "parse: unexpected text after the action: \'\'ecrementButtonTapp\\ed\' @2"
  ),
  ("Optioynal<Int>.true\'some(3", "parse: unexpected text after the action: \'\'some(3\' @19"),
  (
    ".de\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}rceme\'ntButtonTapped",
    "parse: unexpected text after the action: \'\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}rceme\'ntButtonTapped\' @3"
  ),
  (
    ".magoto\' 3in(.onAundo 2ppear)",
    "parse: unexpected text after the action: \'\' 3in(.onAundo 2ppear)\' @7"
  ),
  (
    "EffectsBasicsA.ction.i\u{FFFD}\'ncrem",
    "parse: unexpected text after the action: \'.i\u{FFFD}\'ncrem\' @20"
  ),
  (
    ".sp]lash(.fetchCurrentWeathre\')",
    "parse: unexpected text after the action: \']lash(.fetchCurrentWeathre\')\' @3"
  ),
  (
    ".num\"berFaceffectstButton\'Tapped",
    "parse: unexpected text after the action: \'\"berFaceffectstButton\'Tapped\' @4"
  ),
  (
    ".texe\'xpect count == 0tFieldChanged(",
    "parse: unexpected text after the action: \'\'xpect count == 0tFieldChanged(\' @5"
  ),
  (
    ".textFieldChan\'g\"#ed(#\"raw \"quoted",
    "parse: unexpected text after the action: \'\'g\"#ed(#\"raw \"quoted\' @14"
  ),
  (
    ".textFieldChan\'ged(#\"raw \"quoted\"\"#)",
    "parse: unexpected text after the action: \'\'ged(#\"raw \"quoted\"\"#)\' @14"
  ),
  (
    ".tex\'tFieldChanged(\"Hi \\u{1F600}\\n\")",
    "parse: unexpected text after the action: \'\'tFieldChanged(\"Hi \\u{1F600}\\n\")\' @4"
  ),
  (
    ".te\'xtiFeldChanged(\"Hi \\u{1F60(0}\\n\")",
    "parse: unexpected text after the action: \'\'xtiFeldChanged(\"Hi \\u{1F60(0}\\n\")\' @3"
  ),
  (
    "EffectsBasics.Action.incrementButtonTap\'ped",
    "parse: unexpected text after the action: \'\'ped\' @39"
  ),
  (
    ".textFi\'eldChan#\"ged(H\"i \\u{1\u{FFFD}F600}\\n\")",
    "parse: unexpected text after the action: \'\'eldChan#\"ged(H\"i \\u{1\u{FFFD}F600}\\n\")\' @7"
  ),
  (
    "EffectsBasics.At\'ion.incre\u{FFFD}mmentButtonTapped",
    "parse: unexpected text after the action: \'\'ion.incre\u{FFFD}mmentButtonTapped\' @16"
  ),
  (
    ".t\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}extFie2ldChanged(\"Hi \\u{1F600}\\\'n\")",
    "parse: unexpected text after the action: \'\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}extFie2ldChanged(\"Hi \\u{1F600}\\\'n\")\' @2"
  ),
  (
    ".numberactButtnTapped[1, -2.5e3, 0x1F, 1_\'000]",
    "parse: unexpected text after the action: \'[1, -2.5e3, 0x1F, 1_\'000]\' @21"
  ),
  (
    ".decrem99999999999999999999999entButtonT\'ap\u{FFFD}\u{FFFD}\u{FFFD}pe",
    "parse: unexpected text after the action: \'\'ap\u{FFFD}\u{FFFD}\u{FFFD}pe\' @40"
  ),
  (
    ".sear\'chRe\u{FFFD}s#\"ponse(.success([\"Paris\",\u{FFFD} \"Seoul\"]))",
    "parse: unexpected text after the action: \'\'chRe\u{FFFD}s#\"ponse(.success([\"Paris\",\u{FFFD} \"Seou\u{2026}\' @5"
  ),
  (
    ".number\u{FFFD}FactRespon\'se(.failure(REPLError(\"offline\")))",
    "parse: unexpected text after the action: \'\u{FFFD}FactRespon\'se(.failure(REPLError(\"offli\u{2026}\' @7"
  ),
  (
    ".nuberFactRespo\'ns(.success\u{FFFD}\u{FFFD}\u{FFFD}(\"3 is a good number.\"))",
    "parse: unexpected text after the action: \'\'ns(.success\u{FFFD}\u{FFFD}\u{FFFD}(\"3 is a good number.\"))\' @15"
  ),
  (
    ".numberFactResp\u{FFFD}on\u{FFFD}se(.success(\"3\' is a good number.\"))",
    "parse: unexpected text after the action: \'\u{FFFD}on\u{FFFD}se(.success(\"3\' is a good number.\"))\' @15"
  ),
  (
    ".spla\nsh(.responseFetchError(REPLE\'rror(\"no network\")))",
    "parse: unexpected text after the action: \'sh(.responseFetchError(REPLE\'rror(\"no ne\u{2026}\' @6"
  ),
  (
    ".numberFa#ctRespons\'e(.failure(REPLError(\u{1B}\":offline\")))",
    "parse: unexpected text after the action: \'#ctRespons\'e(.failure(REPLError(\u{1B}\":offli\u{2026}\' @9"
  ),
  (
    ".mE\'ffectsBas\0ics.Action.incrementButtonTappedain(.<onAppear)",
    "parse: unexpected text after the action: \'\'ffectsBas\0ics.Action.incrementButtonTap\u{2026}\' @3"
  ),
  (
    ".t\'extFiel.numberFactResponse(.success(\"3 is a good number.\"))d",
    "parse: unexpected text after the action: \'\'extFiel.numberFactResponse(.success(\"3 \u{2026}\' @2"
  ),
  (
    ".textFiel.num\'berFactButtonTappeddChanged(\"Hi \\u{1F60e-0}\\n\")",
    "parse: unexpected text after the action: \'.num\'berFactButtonTappeddChanged(\"Hi \\u{\u{2026}\' @9"
  ),
  (
    "-92233\u{1E}7206\'8547758[\"k\": (1, z: nil), \"l\": (2, z: true)]08",
    "parse: unexpected text after the action: \'\u{1E}7206\'8547758[\"k\": (1, z: nil), \"l\": (2,\u{2026}\' @6"
  ),
  (
    ".num\'berFac tResponse(Result.failure(REPLEr\u{1B}ror(message: \"x\"))",
    "parse: unexpected text after the action: \'\'berFac tResponse(Result.failure(REPLEr\u{1B}\u{2026}\' @4"
  ),
  (
    ".numberFactRespo\'nse.main(.onAppear)(Resu\u{1F}lt.failure(REPLError(m",
    "parse: unexpected text after the action: \'\'nse.main(.onAppear)(Resu\u{1F}lt.failure(REP\u{2026}\' @16"
  ),
  (
    "-9223372ad\'vance send .incrementButtonTapped { count = 1 }1m30s036854775808",
    "parse: unexpected text after the action: \'ad\'vance send .incrementButtonTapped { c\u{2026}\' @8"
  ),
  (
    ".numberFactB999999999999#9999999999999999999999999999999999999\'99999999999999999999999",
    "parse: unexpected text after the action: \'#9999999999999999999999999999999999999\'9\u{2026}\' @24"
  ),
  (
    "EffectsBa99999999999999999999999999999999999999999999sics.Ac\'tion.incrementButtonTapped",
    "parse: unexpected text after the action: \'\'tion.incrementButtonTapped\' @60"
  ),
  (
    ".textFEf\'fectsBasics.Action.incrementButtonTappedieldChanged(#\"raw \"quoted\"\"#)tru\'e",
    "parse: unexpected text after the action: \'\'fectsBasics.Action.incrementButtonTappe\u{2026}\' @8"
  ),
  (
    "-922\u{FFFD}\u{FFFD}33\'720368send .numberFactResponse(.success(\"hi\")) { numberFact = \"hi\" }54775808",
    "parse: unexpected text after the action: \'\u{FFFD}\u{FFFD}33\'720368send .numberFactResponse(.suc\u{2026}\' @4"
  ),
  (
    ".numberFactRespons\'e(.success(\"3 is 0.000000000000000000001a999999999999999999999 good number.\"))",
    "parse: unexpected text after the action: \'\'e(.success(\"3 is 0.00000000000000000000\u{2026}\' @18"
  ),
  (
    ".numberFactButtonTappe99e-9999999999999999999999999999\'999999999999999999999999999999999999999999999999999999999999d",
    "parse: unexpected text after the action: \'-9999999999999999999999999999\'9999999999\u{2026}\' @25"
  ),
  (
    ".search\'QueryChanged(\"sf\"99999999999\\u{9999999999999999999\u{FFFD}9999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999)",
    "parse: unexpected text after the action: \'\'QueryChanged(\"sf\"99999999999\\u{99999999\u{2026}\' @7"
  ),
  ("[\"k", "parse: unterminated string literal @1"),
  (
    ".Dt",
    "parsed; decode: \'Dt\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'Dt\' is not a case of Root.Action; its cases: .main, .splash; decode: \'Dt\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'Dt\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'Dt\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'Dt\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    "EffectsBasics.Action.incrementButtonTapped",
    "parsed; decode: \'EffectsBasics.Action\' is not Root.Action; decode: \'EffectsBasics.Action\' is not Splash.Action; decode: \'EffectsBasics.Action\' is not DebouncedSearch.Action; decode: \'EffectsBasics.Action\' is not SharedLogicWithActions.Action; decode: \'EffectsBasics.Action\' is not Counter.Action"
  ),
  (
    "K.n",
    "parsed; decode: \'K\' is not EffectsBasics.Action; decode: \'K\' is not Root.Action; decode: \'K\' is not Splash.Action; decode: \'K\' is not DebouncedSearch.Action; decode: \'K\' is not SharedLogicWithActions.Action; decode: \'K\' is not Counter.Action"
  ),
  (
    ".R",
    "parsed; decode: \'R\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'R\' is not a case of Root.Action; its cases: .main, .splash; decode: \'R\' is not a case of Splash.Action; did you mean \'responseCurrentWeather\'?; decode: \'R\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'R\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'R\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".d",
    "parsed; decode: \'d\' is not a case of EffectsBasics.Action; did you mean \'decrementButtonTapped\'?; decode: \'d\' is not a case of Root.Action; its cases: .main, .splash; decode: \'d\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'d\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'d\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'d\' is not a case of Counter.Action; did you mean \'decrementButtonTapped\'?"
  ),
  (
    ".decrementButtonTapped",
    "parsed; decode: \'decrementButtonTapped\' is not a case of Root.Action; its cases: .main, .splash; decode: \'decrementButtonTapped\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'decrementButtonTapped\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'decrementButtonTapped\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged"
  ),
  (
    ".numberFactResponse(.failre(REPLError(\"offline\")))",
    "parsed; decode: \'failre\' is not a case of Result<String, any Error>; did you mean \'failure\'?; decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".numberFactResponse(Result.failueffectsre(REPLError(message: \"x\")))",
    "parsed; decode: \'failueffectsre\' is not a case of Result<String, any Error>; its cases: .failure, .success; decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".in",
    "parsed; decode: \'in\' is not a case of EffectsBasics.Action; did you mean \'incrementButtonTapped\'?; decode: \'in\' is not a case of Root.Action; did you mean \'main\'?; decode: \'in\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'in\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'in\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'in\' is not a case of Counter.Action; did you mean \'incrementButtonTapped\'?"
  ),
  (
    "EffectsBasics.Action.i",
    "parsed; decode: \'i\' is not a case of EffectsBasics.Action; did you mean \'incrementButtonTapped\'?; decode: \'EffectsBasics.Action\' is not Root.Action; decode: \'EffectsBasics.Action\' is not Splash.Action; decode: \'EffectsBasics.Action\' is not DebouncedSearch.Action; decode: \'EffectsBasics.Action\' is not SharedLogicWithActions.Action; decode: \'EffectsBasics.Action\' is not Counter.Action"
  ),
  (
    "EffectsBasics.Action.icnreme",
    "parsed; decode: \'icnreme\' is not a case of EffectsBasics.Action; did you mean \'incrementButtonTapped\'?; decode: \'EffectsBasics.Action\' is not Root.Action; decode: \'EffectsBasics.Action\' is not Splash.Action; decode: \'EffectsBasics.Action\' is not DebouncedSearch.Action; decode: \'EffectsBasics.Action\' is not SharedLogicWithActions.Action; decode: \'EffectsBasics.Action\' is not Counter.Action"
  ),
  (
    ".m",
    "parsed; decode: \'m\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'m\' is not a case of Root.Action; did you mean \'main\'?; decode: \'m\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'m\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'m\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'m\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".main",
    "parsed; decode: \'main\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'main\' needs a payload: .main(Main.Action); decode: \'main\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'main\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'main\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'main\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".main(.onApar)",
    "parsed; decode: \'main\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'onApar\' is not a case of Main.Action; its cases: .refresh, .setUnit; decode: \'main\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'main\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'main\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'main\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".main(o.nAppear)",
    "parsed; decode: \'main\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'o\' is not Main.Action; decode: \'main\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'main\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'main\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'main\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".n",
    "parsed; decode: \'n\' is not a case of EffectsBasics.Action; did you mean \'numberFactResponse\'?; decode: \'n\' is not a case of Root.Action; its cases: .main, .splash; decode: \'n\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'n\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'n\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'n\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".numberFactResponse",
    "parsed; decode: \'numberFactResponse\' needs a payload: .numberFactResponse(Result<String, any Error>); decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".numberFactButtonTapped",
    "parsed; decode: \'numberFactButtonTapped\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactButtonTapped\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactButtonTapped\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactButtonTapped\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactButtonTapped\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".s",
    "parsed; decode: \'s\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'s\' is not a case of Root.Action; did you mean \'splash\'?; decode: \'s\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'s\' is not a case of DebouncedSearch.Action; did you mean \'searchResponse\'?; decode: \'s\' is not a case of SharedLogicWithActions.Action; did you mean \'sharedComputation\'?; decode: \'s\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".se",
    "parsed; decode: \'se\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'se\' is not a case of Root.Action; its cases: .main, .splash; decode: \'se\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'se\' is not a case of DebouncedSearch.Action; did you mean \'searchResponse\'?; decode: \'se\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'se\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'splash\' needs a payload: .splash(Splash.Action); decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".searchResponse",
    "parsed; decode: \'searchResponse\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'searchResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'searchResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'searchResponse\' needs a payload: .searchResponse(Result<[String], any Error>); decode: \'searchResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'searchResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".searchQueryChanged",
    "parsed; decode: \'searchQueryChanged\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'searchQueryChanged\' is not a case of Root.Action; its cases: .main, .splash; decode: \'searchQueryChanged\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'searchQueryChanged\' needs a payload: .searchQueryChanged(String); decode: \'searchQueryChanged\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'searchQueryChanged\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.fechCurrentWeather)",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'fechCurrentWeather\' is not a case of Splash.Action; did you mean \'fetchCurrentWeather\'?; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(f.etchCurrentWeather)",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'f\' is not Splash.Action; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.fetchCurrentWeather)",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.fetchuCrrentWeathreceiveer)",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'fetchuCrrentWeathreceiveer\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".searchResponse(.succss([\"Pari[s\", \"Seoul\"]))",
    "parsed; decode: \'searchResponse\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'searchResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'searchResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'succss\' is not a case of Result<[String], any Error>; did you mean \'success\'?; decode: \'searchResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'searchResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".searchResponse(.success([\"1Paris\", \"Seoul\"]))",
    "parsed; decode: \'searchResponse\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'searchResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'searchResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'searchResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'searchResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".searchResponse(.suSelfccess([\"Paris\", \"Seoul\"]))",
    "parsed; decode: \'searchResponse\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'searchResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'searchResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'suSelfccess\' is not a case of Result<[String], any Error>; its cases: .failure, .success; decode: \'searchResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'searchResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".numberFactResponse(s.uccess(\"3 is a good number.\"))",
    "parsed; decode: \'s\' is not Result<String, any Error>; decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.responseCurrentWeather(Weather(city: \"Seoul\", temperature: 21.5, conditi: \"Sunny\")))",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: Weather has no stored property \'conditi\'; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.responseCurrentWeather(Wether(city: \"Seoul\", temperature: 21.5, condition: \"Sunny\")))",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'Wether\' is not Weather; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.responseCurrentWeather(Weather(cit: \"Seoul\", temperature: 21.5, condition: \"Sunny\")))",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: Weather has no stored property \'cit\'; did you mean \'city\'?; decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".t",
    "parsed; decode: \'t\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'t\' is not a case of Root.Action; its cases: .main, .splash; decode: \'t\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'t\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'t\' is not a case of SharedLogicWithActions.Action; did you mean \'toggleChanged\'?; decode: \'t\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".textFieldChanged",
    "parsed; decode: \'textFieldChanged\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'textFieldChanged\' is not a case of Root.Action; its cases: .main, .splash; decode: \'textFieldChanged\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'textFieldChanged\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'textFieldChanged\' needs a payload: .textFieldChanged(String); decode: \'textFieldChanged\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".textFieldChanged(#\"rw \"quotedex# a commenthaustive off\"#)",
    "parsed; decode: \'textFieldChanged\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'textFieldChanged\' is not a case of Root.Action; its cases: .main, .splash; decode: \'textFieldChanged\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'textFieldChanged\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'textFieldChanged\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    "1",
    "parsed; decode: expected a case of EffectsBasics.Action for the action, found 1; decode: expected a case of Root.Action for the action, found 1; decode: expected a case of Splash.Action for the action, found 1; decode: expected a case of DebouncedSearch.Action for the action, found 1; decode: expected a case of SharedLogicWithActions.Action for the action, found 1; decode: expected a case of Counter.Action for the action, found 1"
  ),
  (
    ".numberFactResponse(Resultfailurloge(RELError(message: \"x\")))",
    "parsed; decode: expected a case of Result<String, any Error> for the payload of \'numberFactResponse\', found Resultfailurloge(\u{2026}); decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".numberFactResponse(R:esult.failure(REPLError(message: \"x\")))",
    "parsed; decode: unexpected label \'R:\' in the payload of \'numberFactResponse\'; decode: \'numberFactResponse\' is not a case of Root.Action; its cases: .main, .splash; decode: \'numberFactResponse\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'numberFactResponse\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'numberFactResponse\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'numberFactResponse\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".splash(.responseCurrentWeather(Weather(city: \"Seoul\", temperature: 21,5, condition: \"Sunny\")))",
    "parsed; decode: \'splash\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: expected the label \'tags:\' in Weather(…); decode: \'splash\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'splash\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: \'splash\' is not a case of SharedLogicWithActions.Action; its cases: .buttonTapped, .sharedComputation, .textFieldChanged, .toggleChanged; decode: \'splash\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  (
    ".textFieldChanged()",
    "parsed; decode: \'textFieldChanged\' is not a case of EffectsBasics.Action; its cases: .decrementButtonTapped, .decrementDelayResponse, .incrementButtonTapped, .numberFactButtonTapped, .numberFactResponse; decode: \'textFieldChanged\' is not a case of Root.Action; its cases: .main, .splash; decode: \'textFieldChanged\' is not a case of Splash.Action; its cases: .fetchCurrentWeather, .responseCurrentWeather; decode: \'textFieldChanged\' is not a case of DebouncedSearch.Action; its cases: .searchQueryChangeDebounced, .searchQueryChanged, .searchResponse; decode: the payload of \'textFieldChanged\' takes 1 value, found 0; decode: \'textFieldChanged\' is not a case of Counter.Action; its cases: .decrementButtonTapped, .incrementButtonTapped"
  ),
  ("s.td(\"�\t\t\t\\(\"H\\\\z", "parse: string interpolation is not supported in a literal @12"),
  (
    "\"\"\"\n\0\0\0~@u",
    "parse: unterminated multi-line string: expected a line with its closing \'\"\"\"\' @0"
  ),
  ("\"\"\"", "parse: a multi-line string needs a line break after its opening \'\"\"\"\' @0"),
]
