import Foundation
import SherpaCLI

// The executable only hands over to SherpaCLI, which builds the real context.
exit(SherpaCLI.runFromCommandLine())
