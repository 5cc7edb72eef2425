import Foundation
import Testing
import TestSupport
@testable import StarsvgCLI
@testable import StarsvgOptions
@testable import StarsvgBatch

/// `starsvg --generate-completion-script bash|zsh|fish`: each script passes its shell's own
/// syntax check, and the real shells, given the script, complete what a user would type.
@Suite struct CompletionScriptTests {
    static let bash = InstalledProgram("bash", package: "bash")
    static let zsh = InstalledProgram("zsh", package: "zsh")
    static let fish = InstalledProgram("fish", package: "fish")

    private static func program(for shell: CompletionShell) -> InstalledProgram {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    /// The script as the command prints it.
    private static func script(_ shell: CompletionShell) -> String {
        let result = StarsvgCommand.run(arguments: ["--generate-completion-script", shell.rawValue])
        return String(decoding: result.standardOutput, as: UTF8.self)
    }

    // MARK: The option

    @Test(.cases(3), arguments: CompletionShell.allCases)
    func theOptionPrintsTheScriptAndWinsLikeHelp(shell: CompletionShell) {
        let expected = Array(shell.completionScript.utf8)
        for words in [["--generate-completion-script", shell.rawValue], ["--generate-completion-script=" + shell.rawValue],
                      ["--stars", "0", "--generate-completion-script", shell.rawValue, "--frobnicate"]] {
            let result = StarsvgCommand.run(arguments: words)
            #expect(result.exitCode == 0 && result.standardError.isEmpty && result.standardOutput == expected, "\(words)")
        }
        // The first of help, version and the script wins.
        #expect(StarsvgCommand.run(arguments: ["--help", "--generate-completion-script", shell.rawValue]).standardOutput == Array(StarsvgCommand.help.utf8))
        #expect(StarsvgCommand.run(arguments: ["--generate-completion-script", shell.rawValue, "--version"]).standardOutput == expected)
    }

    @Test(.cases(5), arguments: [
        (["--generate-completion-script", "tcsh"], "Error: invalid value 'tcsh' for --generate-completion-script: the shell must be one of bash, zsh, fish."),
        (["--generate-completion-script=Bash"], "Error: invalid value 'Bash' for --generate-completion-script: the shell must be one of bash, zsh, fish."),
        (["--generate-completion-script="], "Error: invalid value '' for --generate-completion-script: the shell must be one of bash, zsh, fish."),
        (["--generate-completion-script"], "Error: missing value for --generate-completion-script."),
        (["--generate-completion-script", "--help"], "Error: missing value for --generate-completion-script."),
    ])
    func aBadShellIsOneErrorLine(arguments: [String], message: String) {
        let result = StarsvgCommand.run(arguments: arguments)
        #expect(result.exitCode == 64 && result.standardOutput.isEmpty)
        #expect(result.standardError == message + "\n" + StarsvgCommand.usageHint)
    }

    @Test func theBinaryPrintsTheSameScript() throws {
        let run = try StarsvgBinary.run(["--generate-completion-script", "bash"])
        #expect(run.exitStatus == 0 && run.standardError.isEmpty)
        #expect(run.standardOutput == Array(CompletionShell.bash.completionScript.utf8))
    }

    /// The scripts may only hold words that need no quoting where they are not quoted.
    @Test func everyNameAndChoiceInTheTablesIsAPlainWord() {
        for option in StarsvgCommand.command.options + BatchCommand.command.options {
            for word in option.names + (option.grammar?.choices ?? []) {
                #expect(word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "\(word)")
            }
        }
    }

    // MARK: The shells' syntax checks

    @Test(.enabled(if: bash.isTestable && zsh.isTestable && fish.isTestable, "bash, zsh or fish not found (apt-get install zsh fish); the checks are skipped, and fail under CI=true"),
          .cases(3), arguments: CompletionShell.allCases)
    func eachScriptPassesItsShellsSyntaxCheck(shell: CompletionShell) throws {
        let program = Self.program(for: shell)
        try withInstalled(program) { executable in
            try withScratchFolder("completion-syntax") { folder in
                let file = folder.file("starsvg." + shell.rawValue)
                try Data(Self.script(shell).utf8).write(to: URL(fileURLWithPath: file))
                let check = try ProcessRunner(executable, ["-n", file]).run()
                #expect(check.exitStatus == 0 && check.standardError.isEmpty, "\(shell) -n: \(check.standardError)")
                // The check does tell a broken script apart: the same script cut before its end.
                let cut = Self.script(shell).split(separator: "\n", omittingEmptySubsequences: false)
                let broken = cut.prefix { !$0.hasPrefix("}") && $0 != "end" }.joined(separator: "\n")
                try Data((broken + "\n").utf8).write(to: URL(fileURLWithPath: file))
                #expect(try ProcessRunner(executable, ["-n", file]).run().exitStatus != 0, "\(shell) -n accepts a cut script")
            }
        }
    }

    // MARK: bash

    @Test(.enabled(if: bash.isTestable, Comment(rawValue: bash.skipReason)), .cases(14), arguments: [
        (["starsvg", "--fill-mode", ""], ["area", "width", "linear"]),
        (["starsvg", "--stars", "3", "--fill-mode", "li"], ["linear"]),
        (["starsvg", "--fill-mode", "=", ""], ["area", "width", "linear"]),
        (["starsvg", "--fill-mode", "=", "w"], ["width"]),
        (["starsvg", "--fi"], ["--fill-mode"]),
        (["starsvg", "--format", ""], ["svg", "html", "png", "img", "text"]),
        (["starsvg", "--generate-completion-script", ""], ["bash", "zsh", "fish"]),
        (["starsvg", "ba"], ["batch"]),
        (["starsvg", "--value", "3", "ba"], []),
        (["starsvg", "--stars", ""], []),
        (["starsvg", "--no"], ["--no-script"]),
        (["starsvg", "batch", "--"], ["--out-dir", "--css-out", "--js-out", "--jobs", "--help"]),
        (["starsvg", "batch", "--o"], ["--out-dir"]),
        (["starsvg", "batch", "--jobs", ""], []),
    ])
    func bashCompletesWhatAUserTypes(words: [String], expected: [String]) throws {
        try withInstalled(Self.bash) { bash in
            try withScratchFolder("completion-bash") { folder in
                let completions = try Self.bashCompletions(words, bash: bash, in: folder)
                #expect(completions == expected, "\(words)")
            }
        }
    }

    @Test(.enabled(if: bash.isTestable, Comment(rawValue: bash.skipReason))) func bashCompletesFilesAndFoldersWhereTheyGo() throws {
        try withInstalled(Self.bash) { bash in
            try withScratchFolder("completion-files") { folder in
                try FileManager.default.createDirectory(atPath: folder.file("public"), withIntermediateDirectories: false)
                try Data().write(to: URL(fileURLWithPath: folder.file("ratings.jsonl")))
                try Data().write(to: URL(fileURLWithPath: folder.file("my rating.svg")))
                let everything = ["my rating.svg", "public", "ratings.jsonl"]
                for words in [["starsvg", "-o", ""], ["starsvg", "--css-out", ""], ["starsvg", "--output", "=", ""], ["starsvg", "batch", ""]] {
                    #expect(try Self.bashCompletions(words, bash: bash, in: folder).sorted() == everything, "\(words)")
                }
                #expect(try Self.bashCompletions(["starsvg", "batch", "--out-dir", ""], bash: bash, in: folder) == ["public"])
                #expect(try Self.bashCompletions(["starsvg", "-o", "r"], bash: bash, in: folder) == ["ratings.jsonl"])
            }
        }
    }

    /// Every option of both tables completes from the start of its name.
    @Test(.enabled(if: bash.isTestable, Comment(rawValue: bash.skipReason))) func bashCompletesEveryOptionOfTheTables() throws {
        try withInstalled(Self.bash) { bash in
            try withScratchFolder("completion-all") { folder in
                let rating = try Self.bashCompletions(["starsvg", "-"], bash: bash, in: folder)
                #expect(rating == StarsvgCommand.command.options.flatMap(\.names))
                let batch = try Self.bashCompletions(["starsvg", "batch", "-"], bash: bash, in: folder)
                #expect(batch == BatchCommand.command.options.flatMap(\.names))
            }
        }
    }

    /// What bash's completion for `starsvg` (as `complete -p` finds it) puts in COMPREPLY when
    /// the cursor ends `words`, bash splitting `--option=value` at the `=` as it does.
    private static func bashCompletions(_ words: [String], bash: String, in folder: ScratchFolder) throws -> [String] {
        let scriptFile = folder.file(".starsvg.bash")
        try Data(script(.bash).utf8).write(to: URL(fileURLWithPath: scriptFile))
        let driver = """
            source "$1"; shift
            spec=($(complete -p starsvg))
            COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
            "${spec[2]}" starsvg "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try ProcessRunner(bash, ["--norc", "--noprofile", "-c", driver, "driver", scriptFile] + words, in: folder.path).run()
        #expect(result.exitStatus == 0 && result.standardError.isEmpty, "\(words): \(result.standardError)")
        return String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { $0 != ".starsvg.bash" }
    }

    // MARK: fish and zsh

    @Test(.enabled(if: fish.isTestable, Comment(rawValue: fish.skipReason)), .cases(5), arguments: [
        ("starsvg --fill-mode ", ["area", "width", "linear"]),
        ("starsvg --fi", ["--fill-mode"]),
        ("starsvg batch --", ["--css-out", "--help", "--jobs", "--js-out", "--out-dir"]),
        ("starsvg --format=", ["--format=svg", "--format=html", "--format=png", "--format=img", "--format=text"]),
        ("starsvg ", ["batch"]),
    ])
    func fishCompletesWhatAUserTypes(line: String, expected: [String]) throws {
        try withInstalled(Self.fish) { fish in
            try withScratchFolder("completion-fish") { folder in
                let file = folder.file("starsvg.fish")
                try Data(Self.script(.fish).utf8).write(to: URL(fileURLWithPath: file))
                let result = try ProcessRunner(fish, ["--no-config", "-c", "source $argv[1]; and complete -C $argv[2]", file, line], in: folder.path).run()
                #expect(result.exitStatus == 0 && result.standardError.isEmpty, "\(result.standardError)")
                let candidates = String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n")
                    .map { String($0.prefix { $0 != "\t" }) }
                #expect(candidates.sorted() == expected.sorted(), "\(line.debugDescription)")
            }
        }
    }

    @Test(.enabled(if: zsh.isTestable, Comment(rawValue: zsh.skipReason)), .cases(4), arguments: [
        ("starsvg --fill-mode ", ["area", "width", "linear"]),
        ("starsvg --fi", ["--fill-mode"]),
        ("starsvg batch --", ["--css-out", "--help", "--jobs", "--js-out", "--out-dir"]),
        ("starsvg --generate-completion-script ", ["bash", "zsh", "fish"]),
    ])
    func zshCompletesWhatAUserTypes(line: String, expected: [String]) throws {
        try withInstalled(Self.zsh) { zsh in
            try withScratchFolder("completion-zsh") { folder in
                let file = folder.file("_starsvg")
                try Data(Self.script(.zsh).utf8).write(to: URL(fileURLWithPath: file))
                // An interactive zsh on a pseudo-terminal (zpty) loads compinit (its dump in the
                // scratch folder: tests run side by side) and the script, then gets the line and
                // a Tab; a wrapper around compadd prints each candidate that completion adds,
                // between markers the echoed input cannot produce. The output is polled: a
                // blocking `zpty -r` with a pattern now and then never returned under load.
                let driver = """
                    zmodload zsh/zpty
                    zpty z zsh -f -i
                    zpty -w z "PROMPT=; RPROMPT=; autoload -U compinit; compinit -u -d ${(q)2}/.zcompdump; source ${(q)1}"
                    zpty -w z 'compadd() { if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd "$@"; return; fi; local -a found; builtin compadd -A found "$@"; local each; for each in $found; do print -r -- "<<""$each"">>"; done; builtin compadd "$@"; }'
                    zpty -w z 'finish() { print -r -- "<<""END"">>"; exit }; zle -N finish; bindkey "^I" complete-word; bindkey "^X" finish'
                    zpty -w z "$3"$'\\t'$'\\x18'
                    output=
                    integer quiet=0
                    while (( quiet < 300 )); do
                        if zpty -rt z chunk; then
                            output+=$chunk
                            [[ $output == *'<<END>>'* ]] && break
                        else
                            sleep 0.1
                            (( quiet++ ))
                        fi
                    done
                    print -r -- "$output"
                    """
                let result = try ProcessRunner(zsh, ["-f", "-c", driver, "driver", file, folder.path, line], in: folder.path,
                                               timeout: .seconds(60)).run()
                #expect(result.exitStatus == 0 && !result.timedOut, "\(result.standardError)")
                let output = String(decoding: result.standardOutput, as: UTF8.self)
                let candidates = output.matches(of: /<<([^<>"]*)>>/).map { String($0.output.1) }.filter { $0 != "END" }
                #expect(candidates.sorted() == expected.sorted(), "\(line.debugDescription): \(output.suffix(400))")
            }
        }
    }

    /// Runs `body` with the program's path. A test that runs a program is enabled only where
    /// the program `isTestable`, so it is skipped locally without it; under CI, where it must
    /// be installed, a missing one fails here.
    private func withInstalled(_ program: InstalledProgram, _ body: (String) throws -> Void) throws {
        try body(try #require(program.path, "\(program.skipReason)"))
    }
}
