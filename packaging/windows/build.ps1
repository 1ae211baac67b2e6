# Build Five Hundred for Windows: the one-folder bundle (zipped, and in an Inno Setup installer)
# and the one-file exe.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1 [-Out dist] [-Python python]
#
# Out (default: $env:FIVEHUNDRED_DIST, else dist\ in the repository) receives, V being the version
# of the installed package:
#
#   fivehundred-qt-V-windows-x86_64\                the one-folder bundle: fivehundred-qt.exe (the
#                                                   app), fivehundred-qt-console.exe (the same for a
#                                                   terminal: selftest, replay, selfplay), _internal\
#   fivehundred-qt-V-windows-x86_64.zip             that folder, to unzip and run anywhere
#   fivehundred-qt-V-windows-x86_64-setup.exe       the installer (needs Inno Setup 6.3+: choco
#                                                   install innosetup; skipped with a warning if absent)
#   fivehundred-qt-V-windows-x86_64-onefile.exe     the one-file exe
#
# Python defaults to .venv\Scripts\python.exe, else python; it needs the app, PySide6-Essentials
# and PyInstaller: python -m pip install -e .[test]
#
# Prepared, not yet run: the Linux build is the one built and tested so far (README, "Install").

param(
    [string]$Out = "",
    [string]$Python = ""
)
$ErrorActionPreference = "Stop"
$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path

if (-not $Out) {
    $Out = if ($env:FIVEHUNDRED_DIST) { $env:FIVEHUNDRED_DIST } else { Join-Path $Root "dist" }
}
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$Out = (Resolve-Path $Out).Path
$Work = if ($env:FIVEHUNDRED_WORK) { $env:FIVEHUNDRED_WORK } else { Join-Path $Out ".work" }
if (-not $Python) {
    $VenvPython = Join-Path $Root ".venv\Scripts\python.exe"
    $Python = if (Test-Path $VenvPython) { $VenvPython } else { "python" }
}

$Version = & $Python -c "from importlib.metadata import version; print(version('fivehundred-qt'))"
if ($LASTEXITCODE -ne 0) { throw "build.ps1: install the app first: $Python -m pip install -e .[test]" }
$Version = $Version.Trim()
$Arch = switch ($env:PROCESSOR_ARCHITECTURE) { "ARM64" { "arm64" } default { "x86_64" } }
$Name = "fivehundred-qt-$Version-windows-$Arch"
# Windows' version resources take four numbers: 1.2rc1 -> 1.2.0.0
$m = [regex]::Match($Version, '^(\d+)(?:\.(\d+))?(?:\.(\d+))?')
$NumericVersion = ((1..3 | ForEach-Object { if ($m.Groups[$_].Success) { $m.Groups[$_].Value } else { "0" } }) -join ".") + ".0"
Write-Host "build.ps1: fivehundred-qt $Version for windows-$Arch into $Out"

# 1. PyInstaller: the one-folder bundle and the one-file exe, from one analysis.
& $Python -m PyInstaller --noconfirm --log-level WARN --distpath "$Work\dist" --workpath "$Work\build" `
    (Join-Path $Root "packaging\fivehundred-qt.spec")
if ($LASTEXITCODE -ne 0) { throw "build.ps1: PyInstaller failed" }

# 2. The folder, its zip and the one-file exe.
$Stage = Join-Path $Out $Name
foreach ($old in @($Stage, "$Stage.zip", "$Stage-setup.exe", "$Stage-onefile.exe")) {
    if (Test-Path $old) { Remove-Item -Recurse -Force $old }
}
Copy-Item -Recurse "$Work\dist\fivehundred-qt" $Stage
Move-Item "$Work\dist\$Name-onefile.exe" "$Stage-onefile.exe"
Compress-Archive -Path $Stage -DestinationPath "$Stage.zip" -CompressionLevel Optimal

# 3. The installer.
$Iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $Iscc) {
    foreach ($dir in @("${env:ProgramFiles(x86)}\Inno Setup 6", "$env:ProgramFiles\Inno Setup 6",
                       "$env:LOCALAPPDATA\Programs\Inno Setup 6")) {
        if (Test-Path "$dir\ISCC.exe") { $Iscc = "$dir\ISCC.exe"; break }
    }
}
if ($Iscc) {
    & $Iscc /Qp "/DAppVersion=$Version" "/DAppNumericVersion=$NumericVersion" "/DSourceDir=$Stage" "/DOutputDir=$Out" `
        "/DOutputBaseName=$Name-setup" "/DIconFile=$Root\packaging\icons\fivehundred-qt.ico" `
        (Join-Path $Root "packaging\windows\fivehundred-qt.iss")
    if ($LASTEXITCODE -ne 0) { throw "build.ps1: Inno Setup failed" }
} else {
    Write-Warning "build.ps1: Inno Setup 6 not found (choco install innosetup): no installer built"
}

Write-Host "build.ps1: done"
Get-ChildItem $Out -Filter "$Name*" | ForEach-Object {
    $bytes = if ($_.PSIsContainer) {
        (Get-ChildItem $_.FullName -Recurse -File | Measure-Object -Property Length -Sum).Sum
    } else { $_.Length }
    Write-Host ("  {0}  {1:N1} MB" -f $_.Name, ($bytes / 1e6))
}
