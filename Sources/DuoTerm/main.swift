import Glibc

exit(StandardOutput.finish(CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))))
