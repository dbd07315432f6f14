import Foundation
import VetNetFuzzing

#if VETNET_FUZZ
    import CFuzzerDriver

    /// Built with `-sanitize=fuzzer`: libFuzzer's driver feeds generated inputs to the target.
    @main
    enum Fuzz {
        static func main() {
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(
                LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                    fuzzOne(
                        CSVReaderFuzzTarget.self, data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
                    return 0
                })
        }
    }
#else
    /// Built normally: replays the given files, such as the seed corpus or a finding to reproduce.
    @main
    enum Replay {
        static func main() {
            exit(replay(CSVReaderFuzzTarget.self, paths: Array(CommandLine.arguments.dropFirst())))
        }
    }
#endif
