import Foundation
import SherpaKit

// The executable only hands over to SherpaKit, which builds the real context.
exit(SherpaCLI.runFromCommandLine())
