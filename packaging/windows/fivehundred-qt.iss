; Inno Setup 6.3+ script: the installer of Five Hundred for Windows.
;
; It installs the one-folder bundle that packaging\fivehundred-qt.spec builds, for the current
; user (no administrator rights) or, when the user chooses, for everyone; adds the Start menu
; entry (and, if asked, a desktop one) and an uninstaller listed in Settings > Apps. Saved games
; and preferences live apart, in %LOCALAPPDATA%\fivehundred-qt, and are left alone.
;
; packaging\windows\build.ps1 compiles it with:
;   ISCC.exe /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DSourceDir=<bundle folder>
;            /DOutputDir=<dist> /DOutputBaseName=fivehundred-qt-0.1.0-windows-x86_64-setup
;            /DIconFile=<...>.ico packaging\windows\fivehundred-qt.iss

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=...
#endif
#ifndef SourceDir
  #error Pass the one-folder bundle: ISCC /DSourceDir=...
#endif
#ifndef AppNumericVersion
  ; Windows' version resources take up to four numbers: 1.2rc1 is passed as 1.2.0.0.
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif
#ifndef OutputBaseName
  #define OutputBaseName "fivehundred-qt-" + AppVersion + "-windows-x86_64-setup"
#endif
#ifndef IconFile
  #define IconFile "..\icons\fivehundred-qt.ico"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{BE7C1270-CB65-427F-8F40-ECC4AF1BE496}
AppName=Five Hundred
AppVersion={#AppVersion}
AppVerName=Five Hundred {#AppVersion}
AppPublisher=fivehundred-qt
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
DefaultDirName={autopf}\Five Hundred
DefaultGroupName=Five Hundred
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseName}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\fivehundred-qt.exe
UninstallDisplayName=Five Hundred
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An update replaces the bundle whole: no file of the old version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Five Hundred"; Filename: "{app}\fivehundred-qt.exe"; Comment: "The card game 500 and partnership Spades"
Name: "{autodesktop}\Five Hundred"; Filename: "{app}\fivehundred-qt.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\fivehundred-qt.exe"; Description: "{cm:LaunchProgram,Five Hundred}"; Flags: nowait postinstall skipifsilent
